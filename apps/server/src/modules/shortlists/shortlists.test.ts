import type {
  TShortlistEntryPage,
  TShortlistList,
  TShortlistsHoldingPlayers,
} from '@scouting/contract/schemas/shortlists';
import { englishOf } from '@scouting/contract/sentences';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { agents, members, notifications } from '../../db/schema/index.ts';

const t = useTestApp({}, {}, 120_000);

type Owner = { client: TestClient; id: number };

async function newList(owner: Owner, name: string): Promise<number> {
  const response = await owner.client.post('/api/shortlists', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function save(owner: Owner, listId: number, playerId: number, note?: string) {
  return owner.client.post(`/api/shortlists/${listId}/players`, { playerId, ...(note === undefined ? {} : { note }) });
}

const myLists = async (owner: Owner) =>
  ((await owner.client.get('/api/shortlists')).json() as TShortlistList).shortlists;
const entries = async (owner: Owner, listId: number, query = '') =>
  (await owner.client.get(`/api/shortlists/${listId}/players${query}`)).json() as TShortlistEntryPage;
const holding = (owner: Pick<Owner, 'client'>, playerIds: readonly (number | string)[]) =>
  owner.client.get(`/api/shortlists/holding?playerIds=${playerIds.join(',')}`);

describe('shortlists', () => {
  it('lets an agent create a list, save a player with a private note, edit the note and remove the player', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player', { fullName: 'Kwame Mensah' });
    const listId = await newList(agent, '  Strikers 2027  ');
    expect(await myLists(agent)).toEqual([
      { id: listId, name: 'Strikers 2027', position: 0, playerCount: 0, createdAt: expect.any(String) },
    ]);

    const saved = await save(agent, listId, player.id, 'Quick, left-footed');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ shortlistId: listId, note: 'Quick, left-footed', player: { id: player.id } });
    // Never contact details: what a list shows of a player is the card's facts.
    expect(Object.keys(saved.json().player).sort()).toEqual(
      ['age', 'country', 'currentClub', 'fullName', 'id', 'primaryPosition', 'profileImageUrl', 'status'].sort(),
    );
    expect((await myLists(agent))[0]?.playerCount).toBe(1);

    const twice = await save(agent, listId, player.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(SHORTLIST_MESSAGES.alreadyOnList));

    const edited = await agent.client.put(`/api/shortlists/${listId}/players/${player.id}`, {
      note: 'Signed a pro deal?',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await entries(agent, listId)).entries.map((e) => e.note)).toEqual(['Signed a pro deal?']);
    // An empty note clears it.
    await agent.client.put(`/api/shortlists/${listId}/players/${player.id}`, { note: '  ' });
    expect((await entries(agent, listId)).entries[0]?.note).toBeNull();

    expect((await agent.client.get(`/api/shortlists/for-player/${player.id}`)).json()).toEqual({
      entries: [{ shortlistId: listId, note: null }],
    });
    const removed = await agent.client.delete(`/api/shortlists/${listId}/players/${player.id}`);
    expect(removed.json()).toEqual({ message: englishOf(SHORTLIST_MESSAGES.playerRemoved) });
    expect((await agent.client.delete(`/api/shortlists/${listId}/players/${player.id}`)).statusCode).toBe(404);
    expect((await entries(agent, listId)).entries).toEqual([]);
    expect((await agent.client.get(`/api/shortlists/for-player/${player.id}`)).json()).toEqual({ entries: [] });
  });

  it('is open to scouts and clubs, and refused to anonymous callers, players and admins', async () => {
    for (const role of ['Scout', 'Club'] as const) {
      const owner = await createMember(t.app, role);
      const listId = await newList(owner, `${role} targets`);
      const player = await createMember(t.app, 'Player');
      expect((await save(owner, listId, player.id, 'Watch again')).statusCode).toBe(201);
    }
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.get('/api/shortlists'));
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => client.post('/api/shortlists', { name: 'Mine' }));
    const admin = await createAdmin(t.app);
    const refused = await admin.client.get('/api/shortlists');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WRONG_ROLE');
  });

  it("keeps a list private: another member's calls on it answer 404, as for a missing list", async () => {
    const owner = await createVerifiedAgent(t.app);
    const other = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const listId = await newList(owner, 'Private');
    await save(owner, listId, player.id, 'Only mine');

    const calls = [
      other.client.get(`/api/shortlists/${listId}/players`),
      other.client.put(`/api/shortlists/${listId}`, { name: 'Taken over' }),
      other.client.delete(`/api/shortlists/${listId}`),
      save(other, listId, player.id),
      other.client.put(`/api/shortlists/${listId}/players/${player.id}`, { note: 'x' }),
      other.client.delete(`/api/shortlists/${listId}/players/${player.id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/does not exist|not on this list/);
    }
    const missing = await owner.client.get('/api/shortlists/999999/players');
    expect(missing.json()).toEqual({ error: englishOf(SHORTLIST_MESSAGES.listNotFound), code: 'NOT_FOUND' });
    expect(await myLists(other)).toEqual([]);
    expect((await other.client.get('/api/shortlists/latest-players')).json()).toEqual({ players: [] });
    expect((await other.client.get(`/api/shortlists/for-player/${player.id}`)).json()).toEqual({ entries: [] });
    expect((await entries(owner, listId)).entries.map((e) => e.note)).toEqual(['Only mine']);
  });

  it('never tells the player who saved them', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    await save(agent, await newList(agent, 'Quiet'), player.id, 'Do not tell');
    expect(await t.db.select().from(notifications).where(eq(notifications.memberId, player.id))).toEqual([]);
    const own = await player.client.get(`/api/player-details/${player.id}`);
    expect(own.body).not.toContain('Do not tell');
    expect(own.body).not.toContain('Quiet');
  });

  it('validates names and notes with the contract messages', async () => {
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const empty = await scout.client.post('/api/shortlists', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toBe(englishOf(SHORTLIST_MESSAGES.nameRequired));
    const long = await scout.client.post('/api/shortlists', { name: 'x'.repeat(SHORTLIST_LIMITS.nameMax + 1) });
    expect(long.json().fields.name).toBe(englishOf(SHORTLIST_MESSAGES.nameTooLong));

    const listId = await newList(scout, 'Wingers');
    const taken = await scout.client.post('/api/shortlists', { name: 'WINGERS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(englishOf(SHORTLIST_MESSAGES.nameTaken));
    const other = await newList(scout, 'Keepers');
    expect((await scout.client.put(`/api/shortlists/${other}`, { name: 'wingers' })).statusCode).toBe(409);
    const renamed = await scout.client.put(`/api/shortlists/${other}`, { name: 'Goalkeepers' });
    expect(renamed.json()).toMatchObject({ id: other, name: 'Goalkeepers' });

    const longNote = await save(scout, listId, player.id, 'n'.repeat(SHORTLIST_LIMITS.noteMax + 1));
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().fields.note).toBe(englishOf(SHORTLIST_MESSAGES.noteTooLong));
    expect((await save(scout, listId, player.id, 'n'.repeat(SHORTLIST_LIMITS.noteMax))).statusCode).toBe(201);
    const editLong = await scout.client.put(`/api/shortlists/${listId}/players/${player.id}`, {
      note: 'n'.repeat(SHORTLIST_LIMITS.noteMax + 1),
    });
    expect(editLong.statusCode).toBe(400);
    // Only players can be saved.
    expect((await save(scout, listId, scout.id)).statusCode).toBe(404);
  });

  it('reorders the lists as a whole, refusing an order that does not name each list once', async () => {
    const club = await createMember(t.app, 'Club');
    const a = await newList(club, 'A');
    const b = await newList(club, 'B');
    const c = await newList(club, 'C');
    expect((await myLists(club)).map((l) => l.name)).toEqual(['A', 'B', 'C']);
    const moved = await club.client.put('/api/shortlists/order', { shortlistIds: [c, a, b] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as TShortlistList).shortlists.map((l) => [l.name, l.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const stranger = await createMember(t.app, 'Club');
    const theirs = await newList(stranger, 'Theirs');
    for (const shortlistIds of [
      [a, b],
      [a, b, c, c],
      [a, b, theirs],
    ]) {
      const refused = await club.client.put('/api/shortlists/order', { shortlistIds });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(englishOf(SHORTLIST_MESSAGES.orderMismatch));
    }
    // A new list goes last; deleting one takes its players with it.
    expect((await myLists(club)).map((l) => l.name)).toEqual(['C', 'A', 'B']);
    expect((await club.client.delete(`/api/shortlists/${a}`)).json()).toEqual({
      message: englishOf(SHORTLIST_MESSAGES.listDeleted),
    });
    expect((await myLists(club)).map((l) => l.name)).toEqual(['C', 'B']);
    expect((await club.client.get(`/api/shortlists/${a}/players`)).statusCode).toBe(404);
  });

  it(`keeps at most ${SHORTLIST_LIMITS.listsMax} lists per owner`, async () => {
    const scout = await createMember(t.app, 'Scout');
    for (let i = 0; i < SHORTLIST_LIMITS.listsMax; i++) await newList(scout, `List ${i}`);
    const refused = await scout.client.post('/api/shortlists', { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(englishOf(SHORTLIST_MESSAGES.tooManyLists));
  });

  it("pages a list's players newest saved first, without repeats, and shows the latest saved players once each", async () => {
    const agent = await createVerifiedAgent(t.app);
    const first = await newList(agent, 'First');
    const second = await newList(agent, 'Second');
    const saved: number[] = [];
    for (let i = 0; i < 3; i++) {
      const player = await createMember(t.app, 'Player');
      saved.push(player.id);
      await save(agent, first, player.id, `note ${i}`);
    }
    const page1 = await entries(agent, first, '?limit=2');
    expect(page1.entries.map((e) => e.player.id)).toEqual([saved[2], saved[1]]);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await entries(agent, first, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.entries.map((e) => e.player.id)).toEqual([saved[0]]);
    expect(page2.nextCursor).toBeNull();
    expect((await agent.client.get(`/api/shortlists/${first}/players?cursor=nonsense`)).statusCode).toBe(400);

    // The oldest player saved again on another list: now the latest, shown once, with that list.
    await save(agent, second, saved[0] as number);
    const latest = (await agent.client.get('/api/shortlists/latest-players?limit=3')).json();
    expect(latest.players.map((p: { player: { id: number } }) => p.player.id)).toEqual([saved[0], saved[2], saved[1]]);
    expect(latest.players[0]).toMatchObject({ shortlistId: second, shortlistName: 'Second' });
    expect((await agent.client.get(`/api/shortlists/for-player/${saved[0]}`)).json().entries).toHaveLength(2);
    expect((await agent.client.get('/api/shortlists/latest-players?limit=21')).statusCode).toBe(400);
  });

  it("shows on each entry the owner's own latest verdict on the player, read for the whole page", async () => {
    const agent = await createVerifiedAgent(t.app);
    const otherScout = await createMember(t.app, 'Scout');
    const listId = await newList(agent, 'Verdicts');
    const unreported = await createMember(t.app, 'Player');
    const twice = await createMember(t.app, 'Player');
    const byOthers = await createMember(t.app, 'Player');
    for (const player of [unreported, twice, byOthers])
      expect((await save(agent, listId, player.id)).statusCode).toBe(201);
    const writeReport = async (client: TestClient, playerId: number, verdict: string, watchedOn: string) => {
      const response = await client.post('/api/scout-reports', {
        playerId,
        watchedOn,
        watchedVia: 'Live',
        ratings: { technical: {}, tactical: {}, physical: {}, mental: {} },
        potential: 3,
        verdict,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    // The latest is the last written, whatever match it was about.
    await writeReport(agent.client, twice.id, 'Monitor', '2026-03-01');
    const latestId = await writeReport(agent.client, twice.id, 'Sign', '2026-02-01');
    // Another author's reports are theirs alone, even written after the owner's.
    await writeReport(otherScout.client, twice.id, 'Not for us', '2026-03-02');
    await writeReport(otherScout.client, byOthers.id, 'Sign', '2026-03-02');

    const verdictOf = (page: TShortlistEntryPage) =>
      Object.fromEntries(page.entries.map((entry) => [entry.player.id, entry.latestVerdict]));
    expect(verdictOf(await entries(agent, listId))).toEqual({
      [unreported.id]: null,
      [twice.id]: { reportId: latestId, verdict: 'Sign', watchedOn: '2026-02-01' },
      [byOthers.id]: null,
    });
    // One entry answered on its own (a note's edit) carries it too.
    const edited = await agent.client.put(`/api/shortlists/${listId}/players/${twice.id}`, { note: 'Seen twice' });
    expect(edited.json().latestVerdict).toEqual({ reportId: latestId, verdict: 'Sign', watchedOn: '2026-02-01' });
  });

  it('saves a minor only for someone who may see them, and hides the minor again when that changes', async () => {
    const minor = await createConsentedMinor(t.app, { fullName: 'Young Talent' });
    const unverified = await createMember(t.app, 'Agent');
    const scout = await createMember(t.app, 'Scout');
    for (const owner of [unverified, scout]) {
      const refused = await save(owner, await newList(owner, 'Youth'), minor.id);
      expect(refused.statusCode).toBe(404);
      expect((await owner.client.get(`/api/shortlists/for-player/${minor.id}`)).statusCode).toBe(404);
    }

    const agent = await createVerifiedAgent(t.app);
    const listId = await newList(agent, 'Academy');
    expect((await save(agent, listId, minor.id, 'Ask the parent first')).statusCode).toBe(201);
    expect((await entries(agent, listId)).entries.map((e) => e.player.fullName)).toEqual(['Young Talent']);
    expect((await holding(agent, [minor.id])).json().players[0].entries).toHaveLength(1);

    // The agent loses verification: the minor leaves every read, counts included.
    await t.db.update(agents).set({ verificationStatus: 'denied' }).where(eq(agents.memberId, agent.id));
    // Written behind the app's back: tell its caller cache, as the verification service does.
    await forgetMember(t.app.keyValueStore, agent.id);
    expect((await entries(agent, listId)).entries).toEqual([]);
    expect((await myLists(agent))[0]?.playerCount).toBe(0);
    expect((await agent.client.get('/api/shortlists/latest-players')).json()).toEqual({ players: [] });
    expect((await agent.client.get(`/api/shortlists/for-player/${minor.id}`)).statusCode).toBe(404);
    // The batch answers as for a player on none of the lists: nothing tells the minor is there.
    expect((await holding(agent, [minor.id])).json()).toEqual({ players: [{ playerId: minor.id, entries: [] }] });
    expect((await agent.client.put(`/api/shortlists/${listId}/players/${minor.id}`, { note: 'x' })).statusCode).toBe(
      404,
    );
    // Removing still works, so the owner can tidy up.
    expect((await agent.client.delete(`/api/shortlists/${listId}/players/${minor.id}`)).statusCode).toBe(200);
  });

  it('drops a suspended player from the lists of others', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const listId = await newList(agent, 'Watch');
    await save(agent, listId, player.id);
    await t.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, player.id));
    expect((await entries(agent, listId)).entries).toEqual([]);
    expect((await myLists(agent))[0]?.playerCount).toBe(0);
  });
});

describe('GET /api/shortlists/holding (the Shortlist buttons of a page of players)', () => {
  it("answers each asked player once, in the order asked, with the caller's lists that hold them", async () => {
    const agent = await createVerifiedAgent(t.app);
    const strikers = await newList(agent, 'Strikers');
    const wingers = await newList(agent, 'Wingers');
    const [both, one, none] = [
      await createMember(t.app, 'Player'),
      await createMember(t.app, 'Player'),
      await createMember(t.app, 'Player'),
    ];
    await save(agent, strikers, both.id, 'Left foot');
    await save(agent, wingers, both.id);
    await save(agent, wingers, one.id, 'Pace');

    const response = await holding(agent, [none.id, both.id, one.id, none.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as TShortlistsHoldingPlayers).toEqual({
      players: [
        { playerId: none.id, entries: [] },
        {
          playerId: both.id,
          entries: [
            { shortlistId: strikers, note: 'Left foot' },
            { shortlistId: wingers, note: null },
          ],
        },
        { playerId: one.id, entries: [{ shortlistId: wingers, note: 'Pace' }] },
      ],
    });
    // The same state as the single-player route, entry for entry.
    const single = (await agent.client.get(`/api/shortlists/for-player/${both.id}`)).json();
    expect(single.entries).toEqual(expect.arrayContaining(response.json().players[1].entries));
    expect(single.entries).toHaveLength(2);
    // A member who is no player, and an id nobody has: on none of the lists, like an unsaved player.
    expect((await holding(agent, [agent.id, 999_999])).json()).toEqual({
      players: [
        { playerId: agent.id, entries: [] },
        { playerId: 999_999, entries: [] },
      ],
    });
  });

  it("never shows another owner's lists", async () => {
    const owner = await createVerifiedAgent(t.app);
    const other = await createVerifiedAgent(t.app);
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const listId = await newList(owner, 'Mine only');
    await save(owner, listId, player.id, 'Private note');
    await save(scout, await newList(scout, 'Scouted'), player.id, 'Scout note');

    expect((await holding(other, [player.id])).json()).toEqual({ players: [{ playerId: player.id, entries: [] }] });
    const own = (await holding(owner, [player.id])).json() as TShortlistsHoldingPlayers;
    expect(own.players[0]?.entries).toEqual([{ shortlistId: listId, note: 'Private note' }]);
  });

  it(`refuses an empty or malformed list, or more than ${SHORTLIST_LIMITS.holdingMax} ids, with the usual 400`, async () => {
    const club = await createMember(t.app, 'Club');
    const tooMany = Array.from({ length: SHORTLIST_LIMITS.holdingMax + 1 }, (_, i) => i + 1);
    for (const url of [
      `/api/shortlists/holding?playerIds=${tooMany.join(',')}`,
      '/api/shortlists/holding?playerIds=abc',
      '/api/shortlists/holding?playerIds=1,abc',
      '/api/shortlists/holding?playerIds=0',
      '/api/shortlists/holding?playerIds=2147483648',
      '/api/shortlists/holding?playerIds=',
      '/api/shortlists/holding',
    ]) {
      const refused = await club.client.get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toEqual({
        error: englishOf(SHORTLIST_MESSAGES.playerIdsInvalid),
        code: 'VALIDATION_ERROR',
        fields: { playerIds: englishOf(SHORTLIST_MESSAGES.playerIdsInvalid) },
      });
    }
    const fifty = tooMany.slice(0, SHORTLIST_LIMITS.holdingMax);
    expect((await holding(club, fifty)).json().players).toHaveLength(SHORTLIST_LIMITS.holdingMax);
  });

  it('is refused to anonymous callers (401), players and admins (403)', async () => {
    const player = await createMember(t.app, 'Player');
    await expectSignedOutAndRoleRefused(t.app, 'Player', (client) => holding({ client }, [player.id]));
    const admin = await createAdmin(t.app);
    const refused = await holding(admin, [player.id]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WRONG_ROLE');
  });
});
