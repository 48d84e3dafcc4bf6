import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, dobYearsAgo, giveParentalConsent } from '../../../test/factories.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import type { Transaction } from '../../db/client.ts';
import { applications, files, members, notifications, opportunities } from '../../db/schema/index.ts';
import { applyToOpportunity } from './apply.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Page = {
  applications: {
    id: number;
    playerId: number;
    introduction: string;
    cvUrl: string | null;
    starred: boolean;
    opportunity: { id: number; status: string; description: string };
    player: { id: number; fullName: string };
  }[];
  nextCursor: string | null;
};

async function post(agent: Member, description = 'Striker wanted for a trial'): Promise<number> {
  const response = await agent.client.post('/api/opportunities', { description });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

function apply(
  client: TestClient,
  fields: Record<string, string>,
  cv?: { filename: string; data: Buffer; type?: string },
) {
  return client.request({ method: 'POST', url: '/api/apply', ...multipart(fields, cv ? { cv } : {}) });
}

const applyAs = (player: Member, opportunityId: number, extra: Record<string, string> = {}) =>
  apply(player.client, {
    playerId: String(player.id),
    opportunityId: String(opportunityId),
    introduction: 'I score goals.',
    ...extra,
  });

/** The object with one property replaced; methods stay bound to the original. */
function bound<T extends object>(target: T, replace: (prop: string | symbol, value: unknown) => unknown): T {
  return new Proxy(target, {
    get(object, prop) {
      const value = Reflect.get(object, prop, object);
      return replace(prop, typeof value === 'function' ? value.bind(object) : value);
    },
  });
}

async function storedUploads(): Promise<number> {
  const dir = path.join(t.app.config.dataDir, 'uploads', 'cv');
  return (await readdir(dir).catch(() => [])).length;
}

describe('POST /api/apply', () => {
  it('refuses a post an admin hid or whose poster is suspended, even through a direct link (404)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const hidden = await post(agent, 'Hidden after a report');
    const kept = await post(agent, 'Posted before the suspension');
    const player = await createMember(t.app, 'Player');
    await t.db.update(opportunities).set({ hiddenAt: new Date() }).where(eq(opportunities.id, hidden));
    const toHidden = await applyAs(player, hidden);
    expect(toHidden.statusCode).toBe(404);
    expect(toHidden.json().error).toBe(englishOf(MESSAGES.opportunityNotFound));
    expect((await applyAs(player, kept)).statusCode).toBe(201);
    const other = await createMember(t.app, 'Player');
    await t.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, agent.id));
    expect((await applyAs(other, kept)).statusCode).toBe(404);
  });

  it('stores the application with its CV and notifies the agent in the same step', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player', { fullName: 'Ada Striker' });
    const opportunityId = await post(agent);
    const response = await apply(
      player.client,
      {
        playerId: String(player.id),
        opportunityId: String(opportunityId),
        introduction: '  Quick and left-footed.  ',
        profileLink: 'https://data.example/ada',
      },
      { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: englishOf(MESSAGES.applicationSubmitted) });

    const page: Page = (await agent.client.get('/api/applications')).json();
    expect(page.applications).toHaveLength(1);
    const [application] = page.applications;
    expect(application).toMatchObject({
      playerId: player.id,
      introduction: 'Quick and left-footed.',
      profileLink: 'https://data.example/ada',
      starred: false,
      opportunity: { id: opportunityId, status: 'Open' },
      player: { id: player.id, fullName: 'Ada Striker' },
    });
    expect(application?.cvUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const cv = await agent.client.get(application?.cvUrl ?? '');
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.memberId, agent.id));
    expect(notice).toMatchObject({ type: 'application_received', link: `/player-profile/${player.id}` });
    expect(notice?.message).toContain('Ada Striker');
  });

  it('accepts an application without a CV (cvUrl null)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const response = await applyAs(player, await post(agent));
    expect(response.statusCode).toBe(201);
    const page: Page = (await agent.client.get('/api/applications')).json();
    expect(page.applications[0]?.cvUrl).toBeNull();
  });

  it('refuses a missing introduction with the product message, and unknown or malformed ids', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await post(agent);
    const blank = await applyAs(player, opportunityId, { introduction: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: englishOf(MESSAGES.enterIntroduction),
      fields: { introduction: englishOf(MESSAGES.enterIntroduction) },
    });
    const badLink = await applyAs(player, opportunityId, { profileLink: 'not a link' });
    expect(badLink.statusCode).toBe(400);
    const missing = await applyAs(player, 999_999);
    expect(missing.statusCode).toBe(404);
    const noPlayer = await apply(player.client, { opportunityId: String(opportunityId), introduction: 'Hi' });
    expect(noPlayer.json().error).toBe(englishOf(MESSAGES.applyPlayerIdMissing));
    const json = await player.client.post('/api/apply', { playerId: player.id, opportunityId, introduction: 'Hi' });
    expect(json.statusCode).toBe(400);
    expect(await t.db.select().from(applications).where(eq(applications.playerId, player.id))).toHaveLength(0);
  });

  it('refuses a CV whose content is not a document, whatever its name says (415), and keeps nothing', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const before = await storedUploads();
    const response = await apply(
      player.client,
      { playerId: String(player.id), opportunityId: String(await post(agent)), introduction: 'Hi' },
      { filename: 'cv.pdf', data: await png(), type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await t.db.select().from(applications).where(eq(applications.playerId, player.id))).toHaveLength(0);
    expect(await t.db.select().from(files).where(eq(files.ownerId, player.id))).toHaveLength(0);
    expect(await storedUploads()).toBe(before);
  });

  it('refuses a CV over 10 MB (413)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await apply(
      player.client,
      { playerId: String(player.id), opportunityId: String(await post(agent)), introduction: 'Hi' },
      { filename: 'cv.pdf', data: big },
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers 409 to a second application and changes nothing', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await post(agent);
    expect((await applyAs(player, opportunityId)).statusCode).toBe(201);
    const again = await applyAs(player, opportunityId, { introduction: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.alreadyApplied));
    const rows = await t.db.select().from(applications).where(eq(applications.playerId, player.id));
    expect(rows.map((r) => r.introduction)).toEqual(['I score goals.']);
    const notices = await t.db.select().from(notifications).where(eq(notifications.memberId, agent.id));
    expect(notices).toHaveLength(1);
  });

  it('answers two simultaneous applications with one 201 and one 409, one file kept', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await post(agent);
    const fields = { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hi' };
    const cv = { filename: 'cv.pdf', data: pdf() };
    const before = await storedUploads();
    const answers = await Promise.all([apply(player.client, fields, cv), apply(player.client, fields, cv)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(files).where(eq(files.ownerId, player.id));
    expect(rows).toHaveLength(1);
    expect(await storedUploads()).toBe(before + 1);
  });

  it('removes the stored CV bytes and file row when the application insert fails', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await post(agent);
    const before = await storedUploads();
    // The unique key firing inside the transaction, as when another request won a race.
    const failingInsert = (tx: Transaction) =>
      bound(tx, (prop, value) =>
        prop === 'insert'
          ? (table: unknown) =>
              table === applications
                ? {
                    values: () => ({
                      returning: () => Promise.reject(Object.assign(new Error('dup'), { code: '23505' })),
                    }),
                  }
                : tx.insert(table as typeof files)
          : value,
      );
    const db = bound(t.db, (prop, value) =>
      prop === 'transaction'
        ? (fn: (tx: Transaction) => unknown) => t.db.transaction((tx) => fn(failingInsert(tx)) as never)
        : value,
    );
    const attempt = applyToOpportunity(
      db,
      t.app.storage,
      {
        id: player.id,
        role: 'Player',
        fullName: 'P',
        username: 'p',
        verifiedAgent: false,
        isMinor: false,
        consent: 'none',
        suspended: false,
        profileHidden: false,
      },
      {
        data: { playerId: player.id, opportunityId, introduction: 'Hi', profileLink: null, videoIds: [] },
        files: { cv: { filename: 'cv.pdf', data: pdf() } },
      },
      t.app.config.appOrigin,
    );
    await expect(attempt).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyApplied });
    expect(await t.db.select().from(files).where(eq(files.ownerId, player.id))).toHaveLength(0);
    expect(await storedUploads()).toBe(before);
  });

  it('refuses closed and deleted opportunities (409)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const closed = await post(agent);
    await agent.client.put(`/api/opportunities/${closed}`, { status: 'Closed' });
    const toClosed = await applyAs(player, closed);
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.json().error).toBe(englishOf(MESSAGES.opportunityNotOpen));
    const deleted = await post(agent);
    await agent.client.delete(`/api/opportunities/${deleted}`);
    expect((await applyAs(player, deleted)).statusCode).toBe(409);
  });

  it('refuses anonymous (401), another player’s id (403), agents and admins (403)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const opportunityId = await post(agent);
    const fields = { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hi' };
    expect((await apply(new TestClient(t.app), fields)).statusCode).toBe(401);
    expect((await apply(other.client, fields)).statusCode).toBe(403);
    expect((await apply(agent.client, fields)).statusCode).toBe(403);
    expect((await apply((await createAdmin(t.app)).client, fields)).statusCode).toBe(403);
    expect(await t.db.select().from(applications).where(eq(applications.opportunityId, opportunityId))).toHaveLength(0);
  });
});

describe('GET /api/applications', () => {
  it('lists only applications to the caller’s own opportunities, newest first, paged', async () => {
    const agent = await createMember(t.app, 'Agent');
    const other = await createMember(t.app, 'Agent');
    const mine = await post(agent, 'Mine');
    const theirs = await post(other, 'Theirs');
    const players = [
      await createMember(t.app, 'Player'),
      await createMember(t.app, 'Player'),
      await createMember(t.app, 'Player'),
    ];
    for (const p of players) await applyAs(p, mine);
    await applyAs(players[0] as Member, theirs);

    const first: Page = (await agent.client.get('/api/applications?limit=2')).json();
    expect(first.applications.map((a) => a.playerId)).toEqual([players[2]?.id, players[1]?.id]);
    const second: Page = (await agent.client.get(`/api/applications?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.applications.map((a) => a.playerId)).toEqual([players[0]?.id]);
    expect(second.nextCursor).toBeNull();
    const theirsPage: Page = (await other.client.get('/api/applications')).json();
    expect(theirsPage.applications.map((a) => a.opportunity.description)).toEqual(['Theirs']);

    const admin = await createAdmin(t.app);
    const all: Page = (await admin.client.get('/api/applications?limit=100')).json();
    expect(all.applications.map((a) => a.opportunity.description)).toEqual(expect.arrayContaining(['Mine', 'Theirs']));
  });

  it('refuses anonymous (401) and players (403); scouts and clubs have their own; a bad limit is 400', async () => {
    expect((await new TestClient(t.app).get('/api/applications')).statusCode).toBe(401);
    expect((await (await createMember(t.app, 'Player')).client.get('/api/applications')).statusCode).toBe(403);
    for (const role of ['Scout', 'Club'] as const) {
      const empty = await (await createMember(t.app, role)).client.get('/api/applications');
      expect(empty.statusCode).toBe(200);
      expect(empty.json().applications).toEqual([]);
    }
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get('/api/applications?limit=1000')).statusCode).toBe(400);
  });
});

describe('stars', () => {
  async function applicationFor(agent: Member) {
    const player = await createMember(t.app, 'Player');
    await applyAs(player, await post(agent));
    const page: Page = (await agent.client.get('/api/applications')).json();
    const id = page.applications[0]?.id;
    if (!id) throw new Error('no application');
    return id;
  }

  it('stars and unstars an application; bookmarks list the agent’s own stars only', async () => {
    const agent = await createMember(t.app, 'Agent');
    const applicationId = await applicationFor(agent);
    const starred = await agent.client.post('/api/star-application', { agentId: agent.id, applicationId });
    expect(starred.json()).toMatchObject({ applicationId, starred: true });
    expect((await agent.client.post('/api/star-application', { agentId: agent.id, applicationId })).statusCode).toBe(
      200,
    );

    const list: Page = (await agent.client.get('/api/applications')).json();
    expect(list.applications[0]?.starred).toBe(true);
    const bookmarks: Page = (await agent.client.get(`/api/starred-applications/${agent.id}`)).json();
    expect(bookmarks.applications.map((a) => a.id)).toEqual([applicationId]);

    const other = await createMember(t.app, 'Agent');
    const otherBookmarks: Page = (await other.client.get(`/api/starred-applications/${other.id}`)).json();
    expect(otherBookmarks.applications).toEqual([]);

    const unstarred = await agent.client.delete('/api/unstar-application', { agentId: agent.id, applicationId });
    expect(unstarred.json()).toEqual({ applicationId, starred: false, shortlist: null });
    const empty: Page = (await agent.client.get(`/api/starred-applications/${agent.id}`)).json();
    expect(empty.applications).toEqual([]);
  });

  it('pages bookmarks newest first', async () => {
    const agent = await createMember(t.app, 'Agent');
    const ids = [await applicationFor(agent), await applicationFor(agent), await applicationFor(agent)];
    for (const applicationId of ids)
      await agent.client.post('/api/star-application', { agentId: agent.id, applicationId });
    const first: Page = (await agent.client.get(`/api/starred-applications/${agent.id}?limit=2`)).json();
    expect(first.applications.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    const second: Page = (
      await agent.client.get(`/api/starred-applications/${agent.id}?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.applications.map((a) => a.id)).toEqual([ids[0]]);
  });

  it('refuses stars for another agent, on another agent’s application, and from other roles', async () => {
    const agent = await createMember(t.app, 'Agent');
    const other = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const applicationId = await applicationFor(agent);
    const anonymous = new TestClient(t.app);

    expect((await anonymous.post('/api/star-application', { agentId: agent.id, applicationId })).statusCode).toBe(401);
    expect((await anonymous.delete('/api/unstar-application', { agentId: agent.id, applicationId })).statusCode).toBe(
      401,
    );
    expect((await anonymous.get(`/api/starred-applications/${agent.id}`)).statusCode).toBe(401);
    // Another agent, as the owner or as themselves.
    expect((await other.client.post('/api/star-application', { agentId: agent.id, applicationId })).statusCode).toBe(
      403,
    );
    expect((await other.client.post('/api/star-application', { agentId: other.id, applicationId })).statusCode).toBe(
      403,
    );
    expect(
      (await other.client.delete('/api/unstar-application', { agentId: agent.id, applicationId })).statusCode,
    ).toBe(403);
    expect((await other.client.get(`/api/starred-applications/${agent.id}`)).statusCode).toBe(403);
    // A player.
    expect((await player.client.post('/api/star-application', { agentId: player.id, applicationId })).statusCode).toBe(
      403,
    );
    expect((await player.client.get(`/api/starred-applications/${player.id}`)).statusCode).toBe(403);
    // Validation and unknown applications.
    expect((await agent.client.post('/api/star-application', { agentId: agent.id })).statusCode).toBe(400);
    expect(
      (await agent.client.post('/api/star-application', { agentId: agent.id, applicationId: 999_999 })).statusCode,
    ).toBe(404);
    expect((await agent.client.get('/api/starred-applications/abc')).statusCode).toBe(400);

    const bookmarks: Page = (await agent.client.get(`/api/starred-applications/${agent.id}`)).json();
    expect(bookmarks.applications).toEqual([]);
  });

  it('lets an admin act for an agent', async () => {
    const agent = await createMember(t.app, 'Agent');
    const applicationId = await applicationFor(agent);
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/star-application', { agentId: agent.id, applicationId })).statusCode).toBe(
      200,
    );
    const bookmarks: Page = (await admin.client.get(`/api/starred-applications/${agent.id}`)).json();
    expect(bookmarks.applications.map((a) => a.id)).toEqual([applicationId]);
  });
});

describe('what a player already applied to', () => {
  type Offered = { opportunities: { id: number; appliedAt?: string | null }[] };
  const offeredTo = async (player: Member) =>
    ((await player.client.get(`/api/opportunities-for-player/${player.id}?limit=100`)).json() as Offered).opportunities;

  it('marks each offered post with when this player applied, and nobody else’s application', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const appliedTo = await post(agent, 'Applied to');
    const notYet = await post(agent, 'Not yet');
    expect((await applyAs(player, appliedTo)).statusCode).toBe(201);
    const [row] = await t.db.select().from(applications).where(eq(applications.playerId, player.id));

    const mine = await offeredTo(player);
    expect(mine.find((o) => o.id === appliedTo)?.appliedAt).toBe(row?.appliedAt.toISOString());
    expect(mine.find((o) => o.id === notYet)?.appliedAt).toBeNull();
    // The other player's list never shows this player's application.
    expect((await offeredTo(other)).find((o) => o.id === appliedTo)?.appliedAt).toBeNull();
    // The agent's own list has no applicant, so no appliedAt at all.
    const own = (await agent.client.get('/api/opportunities')).json().opportunities as Record<string, unknown>[];
    expect(own.find((o) => o.id === appliedTo)).not.toHaveProperty('appliedAt');
  });

  it('GET /api/apply/:id says when the calling player applied, null before', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const id = await post(agent);
    // The form names what it applies to: the post and its poster.
    const opportunity = {
      description: 'Striker wanted for a trial',
      postedBy: { id: agent.id, fullName: agent.payload.fullName, role: 'Agent' },
    };
    expect((await player.client.get(`/api/apply/${id}`)).json()).toEqual({ appliedAt: null, opportunity });
    await applyAs(player, id);
    const status = await player.client.get(`/api/apply/${id}`);
    expect(status.statusCode).toBe(200);
    expect(new Date(status.json().appliedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Another player asks about themself only.
    expect((await other.client.get(`/api/apply/${id}`)).json()).toEqual({ appliedAt: null, opportunity });
  });

  it('GET /api/apply/:id names no post a player could not apply to: unknown, hidden, or an unverified poster to a minor', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    await giveParentalConsent(t.app, minor.id);
    const id = await post(agent);
    expect((await player.client.get('/api/apply/999999')).json()).toEqual({ appliedAt: null, opportunity: null });
    expect((await minor.client.get(`/api/apply/${id}`)).json()).toEqual({ appliedAt: null, opportunity: null });
    await t.db.update(opportunities).set({ hiddenAt: new Date() }).where(eq(opportunities.id, id));
    expect((await player.client.get(`/api/apply/${id}`)).json()).toEqual({ appliedAt: null, opportunity: null });
  });

  it('GET /api/apply/:id refuses anonymous (401), other roles (403) and a bad id (400)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    const id = await post(agent);
    expect((await new TestClient(t.app).get(`/api/apply/${id}`)).statusCode).toBe(401);
    expect((await agent.client.get(`/api/apply/${id}`)).statusCode).toBe(403);
    expect((await admin.client.get(`/api/apply/${id}`)).statusCode).toBe(403);
    const bad = await player.client.get('/api/apply/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
