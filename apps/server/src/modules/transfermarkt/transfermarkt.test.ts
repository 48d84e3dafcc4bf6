import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { parseIndexedClubHistory } from '@scouting/contract/transfermarkt';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, latestMail } from '../../../test/factories.ts';
import { clubHistoryFields } from '../../../test/form-fields.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { DEVELOPMENT_TRANSFERMARKT_EMAIL } from '../../config.ts';
import { files, outboxMails } from '../../db/schema/index.ts';

const TM_EMAIL = 'data-team@transfermarkt.example';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRANSFERMARKT_EMAIL: TM_EMAIL });
});
afterAll(() => t.close());

const club = (i: number, overrides: Record<string, string> = {}) =>
  clubHistoryFields(i, { matches: '30', goals: '', ...overrides });

async function applicationForm(playerId: number, fields: Record<string, string> = {}, withFiles = true) {
  return multipart(
    {
      playerId: String(playerId),
      emailAddress: 'me@example.com',
      leagueName: 'Segunda Federación',
      introduction: 'I am a striker with 20 goals last season.',
      emailBody: 'Please list me.',
      ...club(0),
      ...club(1, { club: 'Club B', from: '2021', to: '2024', clubWebsite: 'https://clubb.example' }),
      ...fields,
    },
    withFiles
      ? {
          governmentId: { filename: 'id.pdf', data: pdf() },
          leagueIdCard: { filename: 'league.png', data: await png() },
          'clubHistory[1][clubPhoto]': { filename: 'team.png', data: await png() },
        }
      : {},
  );
}

async function apply(client: TestClient, playerId: number, fields: Record<string, string> = {}, withFiles = true) {
  const form = await applicationForm(playerId, fields, withFiles);
  return client.request({ method: 'POST', url: '/api/apply-transfermarkt', ...form });
}

describe('club history fields', () => {
  it('turn clubHistory[i][field] into an ordered list', () => {
    expect(
      parseIndexedClubHistory({
        'clubHistory[1][club]': 'B',
        'clubHistory[0][club]': 'A',
        'clubHistory[0][evil]': 'x',
        other: 'y',
      }),
    ).toEqual([{ club: 'A' }, { club: 'B' }]);
  });
});

describe('POST /api/apply-transfermarkt', () => {
  it('stores the application with a profile snapshot, its clubs in order and its documents', async () => {
    const player = await createMember(t.app, 'Player');
    const response = await apply(player.client, player.id);
    expect(response.statusCode).toBe(201);
    const admin = await createAdmin(t.app);
    const list = (await admin.client.get('/api/transfermarkt-applications')).json();
    const application = list.applications.find((a: { playerId: number }) => a.playerId === player.id);
    expect(application).toMatchObject({
      status: 'submitted',
      fullName: player.payload.fullName,
      primaryPosition: 'ST',
      leagueName: 'Segunda Federación',
      canEditTransfermarkt: true,
      photoUrl: null,
    });
    expect(application.clubHistory.map((c: { clubName: string }) => c.clubName)).toEqual(['Club 0', 'Club B']);
    expect(application.clubHistory[0]).toMatchObject({
      matches: 30,
      goals: 0,
      assists: 0,
      cleanSheets: 0,
      clubPhotoUrl: null,
    });
    expect(application.clubHistory[1].clubPhotoUrl).toMatch(/^\/api\/files\//);
    // The documents are the player's and the admins' only.
    expect((await admin.client.get(application.governmentIdUrl)).statusCode).toBe(200);
    expect((await player.client.get(application.leagueIdCardUrl)).statusCode).toBe(200);
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(application.governmentIdUrl)).statusCode).toBe(404);
  });

  it('names each missing required field, and a bad club entry, without storing anything', async () => {
    const player = await createMember(t.app, 'Player');
    const filesBefore = (await t.db.select().from(files).where(eq(files.ownerId, player.id))).length;
    const noFiles = await apply(player.client, player.id, {}, false);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().fields).toMatchObject({
      governmentId: englishOf(MESSAGES.governmentIdRequired),
      leagueIdCard: englishOf(MESSAGES.leagueIdRequired),
    });
    const missing = await apply(player.client, player.id, { emailAddress: '', leagueName: '', introduction: ' ' });
    expect(missing.json().fields).toMatchObject({
      emailAddress: englishOf(MESSAGES.fieldRequired),
      leagueName: englishOf(MESSAGES.fieldRequired),
      introduction: englishOf(MESSAGES.fieldRequired),
    });
    const badClub = await apply(player.client, player.id, {
      'clubHistory[1][leagueTier]': 'Premier',
      'clubHistory[0][to]': '2010',
    });
    expect(badClub.statusCode).toBe(400);
    expect(badClub.json().fields).toMatchObject({
      'clubHistory.0.to': englishOf(MESSAGES.yearsOutOfOrder),
      'clubHistory.1.leagueTier': englishOf(MESSAGES.fieldRequired),
    });
    expect((await t.db.select().from(files).where(eq(files.ownerId, player.id))).length).toBe(filesBefore);
  });

  it('refuses a spoofed document (415) and leaves no file behind', async () => {
    const player = await createMember(t.app, 'Player');
    const form = multipart(
      { playerId: String(player.id), emailAddress: 'me@example.com', leagueName: 'L', introduction: 'Hi', ...club(0) },
      {
        governmentId: { filename: 'id.pdf', data: pdf() },
        leagueIdCard: { filename: 'league.pdf', data: Buffer.from('MZ this is an executable, not a pdf') },
      },
    );
    const response = await player.client.request({ method: 'POST', url: '/api/apply-transfermarkt', ...form });
    expect(response.statusCode).toBe(415);
    expect(await t.db.select().from(files).where(eq(files.ownerId, player.id))).toEqual([]);
  });

  it('is for the player themself: 401 anonymous, 403 for another player and for an agent', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent');
    expect((await apply(new TestClient(t.app), player.id)).statusCode).toBe(401);
    expect((await apply(other.client, player.id)).statusCode).toBe(403);
    expect((await apply(agent.client, player.id)).statusCode).toBe(403);
  });
});

describe('review by admins', () => {
  it('forwards with the documents attached and notifies the player', async () => {
    const player = await createMember(t.app, 'Player');
    await apply(player.client, player.id);
    const admin = await createAdmin(t.app);
    const { applications } = (await admin.client.get('/api/transfermarkt-applications')).json();
    const { id } = applications.find((a: { playerId: number }) => a.playerId === player.id);
    const forwarded = await admin.client.post(`/api/forward-transfermarkt/${id}`);
    expect(forwarded.json()).toEqual({ message: englishOf(MESSAGES.forwarded) });
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, TM_EMAIL))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(mail?.subject).toBe(`Transfermarkt listing request: ${player.payload.fullName}`);
    expect(mail?.text).toContain('Club B (2021–2024)');
    expect(mail?.attachments?.map((a) => a.filename.split('-')[0]).sort()).toEqual([
      'tm_club_photo',
      'tm_government_id',
      'tm_league_id',
    ]);
    const notifications = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(notifications.notifications[0]).toMatchObject({ type: 'transfermarkt_forwarded' });
    // A decided application is not decided again.
    expect((await admin.client.post(`/api/forward-transfermarkt/${id}`)).statusCode).toBe(409);
    const after = (await admin.client.get('/api/transfermarkt-applications')).json();
    expect(after.applications.find((a: { id: number }) => a.id === id).status).toBe('forwarded');
    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${player.id}`)).json();
    expect(log.entries).toEqual([
      expect.objectContaining({ action: 'transfermarkt.forwarded', actorId: admin.id, targetId: id }),
    ]);
  });

  it('rejects with a required reason and tells the player why', async () => {
    const player = await createMember(t.app, 'Player');
    await apply(player.client, player.id);
    const admin = await createAdmin(t.app);
    const { applications } = (await admin.client.get('/api/transfermarkt-applications')).json();
    const { id } = applications.find((a: { playerId: number }) => a.playerId === player.id);
    const empty = await admin.client.put(`/api/reject-transfermarkt-application/${id}`, { rejectionReason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(englishOf(MESSAGES.enterRejectionReason));
    expect(
      (
        await admin.client.put(`/api/reject-transfermarkt-application/${id}`, {
          rejectionReason: 'League ID unreadable',
        })
      ).statusCode,
    ).toBe(200);
    const notifications = (await player.client.get(`/api/notifications/${player.id}`)).json();
    expect(notifications.notifications[0].message).toContain('League ID unreadable');
    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${player.id}`)).json();
    expect(log.entries).toEqual([
      expect.objectContaining({ action: 'transfermarkt.rejected', reason: 'League ID unreadable', targetId: id }),
    ]);
  });

  it('forwards to the development address when TRANSFERMARKT_EMAIL is not set outside production', async () => {
    const bare = await buildTestApp();
    try {
      const player = await createMember(bare.app, 'Player');
      await apply(player.client, player.id);
      const admin = await createAdmin(bare.app);
      const list = (await admin.client.get('/api/transfermarkt-applications')).json();
      expect(list.forwardingConfigured).toBe(true);
      const response = await admin.client.post(`/api/forward-transfermarkt/${list.applications[0].id}`);
      expect(response.statusCode).toBe(200);
      const mail = await latestMail(bare.app, DEVELOPMENT_TRANSFERMARKT_EMAIL);
      expect(mail.subject).toContain('Transfermarkt');
    } finally {
      await bare.close();
    }
  });

  it('says forwarding is not configured, in the list and on Forward, without the address in production', async () => {
    const bare = await buildTestApp();
    // What loadConfig gives in production without TRANSFERMARKT_EMAIL (see config.test.ts).
    Object.assign(bare.app.config, { transfermarktEmail: undefined });
    try {
      const player = await createMember(bare.app, 'Player');
      await apply(player.client, player.id);
      const admin = await createAdmin(bare.app);
      const list = (await admin.client.get('/api/transfermarkt-applications')).json();
      expect(list.forwardingConfigured).toBe(false);
      const { applications } = list;
      const response = await admin.client.post(`/api/forward-transfermarkt/${applications[0].id}`);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(englishOf(MESSAGES.transfermarktEmailMissing));
    } finally {
      await bare.close();
    }
  });

  it('is for admins only: 401 anonymous, 403 for a player', async () => {
    const player = await createMember(t.app, 'Player');
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/transfermarkt-applications')).statusCode).toBe(401);
    expect((await player.client.get('/api/transfermarkt-applications')).statusCode).toBe(403);
    expect((await player.client.post('/api/forward-transfermarkt/1')).statusCode).toBe(403);
    expect(
      (await player.client.put('/api/reject-transfermarkt-application/1', { rejectionReason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await player.client.put(`/api/player/${player.id}/can-edit-transfermarkt`, { canEdit: true })).statusCode,
    ).toBe(403);
  });
});

describe('the external profile link and its permission', () => {
  it('lets the player set a link starting with http while allowed, and not once an admin turns it off', async () => {
    const player = await createMember(t.app, 'Player');
    const bad = await player.client.put(`/api/player/transfermarkt/${player.id}`, {
      transfermarktUrl: 'transfermarkt.com/me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(englishOf(MESSAGES.enterValidLink));
    const url = 'https://www.transfermarkt.com/me/profil/spieler/1';
    expect(
      (await player.client.put(`/api/player/transfermarkt/${player.id}`, { transfermarktUrl: url })).statusCode,
    ).toBe(200);
    expect((await player.client.get(`/api/player-details/${player.id}`)).json().transfermarktUrl).toBe(url);

    const admin = await createAdmin(t.app);
    expect(
      (await admin.client.put(`/api/player/${player.id}/can-edit-transfermarkt`, { canEdit: false })).json(),
    ).toEqual({
      canEditTransfermarkt: false,
    });
    const refused = await player.client.put(`/api/update-transfermarkt-link/${player.id}`, {
      transfermarktLink: `${url}/2`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(MESSAGES.transfermarktEditNotAllowed));
    expect((await player.client.get(`/api/player-details/${player.id}`)).json()).toMatchObject({
      transfermarktUrl: url,
      canEditTransfermarkt: false,
    });
    // Admins may still correct it.
    expect(
      (await admin.client.put(`/api/update-transfermarkt-link/${player.id}`, { transfermarktLink: `${url}/3` }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses another player (403), an agent (403) and anonymous (401)', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent');
    const body = { transfermarktUrl: 'https://tm.example/x' };
    expect((await other.client.put(`/api/player/transfermarkt/${player.id}`, body)).statusCode).toBe(403);
    expect((await agent.client.put(`/api/player/transfermarkt/${player.id}`, body)).statusCode).toBe(403);
    expect((await new TestClient(t.app).put(`/api/player/transfermarkt/${player.id}`, body)).statusCode).toBe(401);
  });
});

describe("the admin's permission switch on a player's profile", () => {
  it('switches a player who never applied, and the profile (player details) shows it', async () => {
    const player = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    const url = `/api/player/${player.id}/can-edit-transfermarkt`;
    // What the admin's profile view reads before and after the switch.
    const allowed = async () =>
      (await admin.client.get(`/api/player-details/${player.id}`)).json().canEditTransfermarkt;
    expect(await allowed()).toBe(true);
    expect((await admin.client.put(url, { canEdit: false })).json()).toEqual({ canEditTransfermarkt: false });
    expect(await allowed()).toBe(false);

    const on = await admin.client.put(url, { canEdit: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ canEditTransfermarkt: true });
    expect(await allowed()).toBe(true);
    const link = 'https://www.transfermarkt.com/never-applied/profil/spieler/9';
    expect(
      (await player.client.put(`/api/player/transfermarkt/${player.id}`, { transfermarktUrl: link })).statusCode,
    ).toBe(200);

    expect((await admin.client.put(url, { canEdit: false })).json()).toEqual({ canEditTransfermarkt: false });
    expect(await allowed()).toBe(false);
    expect(
      (await player.client.put(`/api/player/transfermarkt/${player.id}`, { transfermarktUrl: `${link}/2` })).statusCode,
    ).toBe(403);
  });

  it('refuses anonymous (401), the player themself and an agent (403), a bad body (400) and an unknown player (404)', async () => {
    const player = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent');
    const admin = await createAdmin(t.app);
    const url = `/api/player/${player.id}/can-edit-transfermarkt`;
    expect((await new TestClient(t.app).put(url, { canEdit: true })).statusCode).toBe(401);
    expect((await player.client.put(url, { canEdit: true })).statusCode).toBe(403);
    expect((await agent.client.put(url, { canEdit: true })).statusCode).toBe(403);
    const bad = await admin.client.put(url, { canEdit: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await admin.client.put('/api/player/999999/can-edit-transfermarkt', { canEdit: true })).statusCode).toBe(
      404,
    );
    // Nothing was switched by the refused requests (a new player may edit by default).
    expect((await admin.client.get(`/api/player-details/${player.id}`)).json().canEditTransfermarkt).toBe(true);
  });
});
