import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { PAGING_MESSAGES } from '@scouting/contract/paging';
import { videoPoolCursor } from '@scouting/contract/schemas/videos';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  giveParentalConsent,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { members, notifications, players, videos } from '../../db/schema/index.ts';
import { noticeText } from '../../platform/notices/notice-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextVideo = 0;
async function addVideos(playerId: number, n = 1): Promise<number[]> {
  const rows = await t.db
    .insert(videos)
    .values(
      Array.from({ length: n }, () => ({
        playerId,
        youtubeVideoId: `vid${++nextVideo}`,
        title: `Video ${nextVideo}`,
        thumbnailUrl: `https://i.ytimg.com/vi/vid${nextVideo}/hqdefault.jpg`,
      })),
    )
    .returning({ id: videos.id });
  return rows.map((r) => r.id);
}

describe('POST /api/rate-video and GET /api/player-average-rating/:playerId', () => {
  it('keeps one rating per viewer: rating again changes it; the averages follow', async () => {
    const player = await createMember(t.app, 'Player');
    const [v1 = 0, v2 = 0] = await addVideos(player.id, 2);
    const agent = await createMember(t.app, 'Agent');
    const scout = await createMember(t.app, 'Scout');

    const first = await agent.client.post('/api/rate-video', { videoId: v1, viewerId: agent.id, rating: 4 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ videoId: v1, rating: 4, averageRating: 4, ratingCount: 1 });
    const changed = await agent.client.post('/api/rate-video', { videoId: v1, rating: 2 });
    expect(changed.json()).toEqual({ videoId: v1, rating: 2, averageRating: 2, ratingCount: 1 });
    expect((await scout.client.post('/api/rate-video', { videoId: v1, rating: 5 })).json()).toMatchObject({
      averageRating: 3.5,
      ratingCount: 2,
    });
    await scout.client.post('/api/rate-video', { videoId: v2, rating: 1 });

    const average = await agent.client.get(`/api/player-average-rating/${player.id}`);
    expect(average.json()).toEqual({ averageRating: 2.67, ratingCount: 3 });
    const listed = (await agent.client.get(`/api/player-videos/${player.id}`)).json();
    expect(listed.videos.find((v: { id: number }) => v.id === v1)).toMatchObject({
      averageRating: 3.5,
      ratingCount: 2,
      myRating: 2,
    });
    expect(listed.videos.find((v: { id: number }) => v.id === v2)).toMatchObject({ myRating: null });

    // The player hears about each new rating, not about a changed one.
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, player.id), eq(notifications.type, 'video_rated')));
    expect(told).toHaveLength(3);
  });

  it('tells a minor that a verified agent rated, without the stars or who (decision 032); an adult hears the stars', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    await giveParentalConsent(t.app, minor.id);
    const adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(19) });
    const [minorVideo = 0] = await addVideos(minor.id);
    const [adultVideo = 0] = await addVideos(adult.id);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rita Rater' });

    expect((await agent.client.post('/api/rate-video', { videoId: minorVideo, rating: 2 })).statusCode).toBe(200);
    expect((await agent.client.post('/api/rate-video', { videoId: adultVideo, rating: 2 })).statusCode).toBe(200);

    const toldMinor = await t.db.select().from(notifications).where(eq(notifications.memberId, minor.id));
    const rated = toldMinor.filter((n) => n.type === 'video_rated');
    expect(rated).toHaveLength(1);
    const [title] = await t.db.select({ title: videos.title }).from(videos).where(eq(videos.id, minorVideo));
    const told = noticeText({ key: 'videoRatedMinor', values: { title: title?.title ?? '' } }, 'en');
    // The stored line is a record in plain words (decision 069); the bell isolates the title when it shows it.
    expect(rated[0]?.message).toBe(withoutIsolates(told));
    expect(rated[0]?.message).not.toMatch(/star|2|Rita/);
    expect(rated[0]?.link).toBe(`/video-profile/${minor.id}`);
    // The minor reads the same notification through the API.
    const listed = (await minor.client.get(`/api/notifications/${minor.id}`)).json();
    expect(listed.notifications).toContainEqual(
      expect.objectContaining({
        message: withoutIsolates(told),
        link: `/video-profile/${minor.id}`,
      }),
    );

    const [toldAdult] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, adult.id), eq(notifications.type, 'video_rated')));
    expect(toldAdult?.message).toMatch(/received a new 2-star rating/);
  });

  it('answers 0 and 0 for a player without ratings, 404 for an unknown player', async () => {
    const player = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(`/api/player-average-rating/${player.id}`)).json()).toEqual({
      averageRating: 0,
      ratingCount: 0,
    });
    expect((await agent.client.get('/api/player-average-rating/999999')).statusCode).toBe(404);
    expect((await agent.client.get('/api/player-videos/999999')).statusCode).toBe(404);
  });

  it('refuses players (403 with the reason), other viewers’ ids (403), anonymous (401), bad ratings (400), unknown videos (404)', async () => {
    const player = await createMember(t.app, 'Player');
    const [videoId = 0] = await addVideos(player.id);
    const own = await player.client.post('/api/rate-video', { videoId, rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(englishOf(MESSAGES.playersCannotRate));
    const otherPlayer = await createMember(t.app, 'Player');
    expect((await otherPlayer.client.post('/api/rate-video', { videoId, rating: 5 })).statusCode).toBe(403);

    const agent = await createMember(t.app, 'Agent');
    const otherAgent = await createMember(t.app, 'Agent');
    expect(
      (await agent.client.post('/api/rate-video', { videoId, viewerId: otherAgent.id, rating: 3 })).statusCode,
    ).toBe(403);
    expect((await new TestClient(t.app).post('/api/rate-video', { videoId, rating: 3 })).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`/api/player-videos/${player.id}`)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`/api/player-average-rating/${player.id}`)).statusCode).toBe(401);
    for (const rating of [0, 6, 2.5, 'x']) {
      expect((await agent.client.post('/api/rate-video', { videoId, rating })).statusCode).toBe(400);
    }
    const unknown = await agent.client.post('/api/rate-video', { videoId: 999999, rating: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(englishOf(MESSAGES.videoNotFound));

    // An admin may act for a non-player viewer, never make a player rate.
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/rate-video', { videoId, viewerId: agent.id, rating: 3 })).statusCode).toBe(
      200,
    );
    expect((await admin.client.post('/api/rate-video', { videoId, viewerId: player.id, rating: 3 })).statusCode).toBe(
      403,
    );
    expect((await agent.client.get(`/api/player-average-rating/${player.id}`)).json()).toEqual({
      averageRating: 3,
      ratingCount: 1,
    });
  });

  it('lets any member watch a player’s videos, so other viewers see the profile', async () => {
    const player = await createMember(t.app, 'Player');
    await addVideos(player.id, 3);
    const club = await createMember(t.app, 'Club');
    const otherPlayer = await createMember(t.app, 'Player');
    for (const viewer of [club, otherPlayer, player]) {
      const listed = await viewer.client.get(`/api/player-videos/${player.id}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().videos).toHaveLength(3);
    }
    const paged = (await club.client.get(`/api/player-videos/${player.id}?limit=2`)).json();
    expect(paged.videos).toHaveLength(2);
    const rest = (await club.client.get(`/api/player-videos/${player.id}?limit=2&cursor=${paged.nextCursor}`)).json();
    expect(rest.videos).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });
});

describe('GET /api/video-pool', () => {
  type Pool = {
    videos: { id: number; averageRating: number; player: { fullName: string; age: number } }[];
    nextCursor: string | null;
  };
  let pool: TestApp;
  let agent: Awaited<ReturnType<typeof createMember>>;
  const ids: Record<string, number> = {};
  const playerIds: Record<string, number> = {};

  beforeAll(async () => {
    // A database of its own, so the expectations list every video in it.
    pool = await buildTestApp();
    // Verified agents with minors whose parents confirmed: the pool shows them minors (docs/product.md#who-may-see-whom).
    agent = await createVerifiedAgent(pool.app);
    const scout = await createVerifiedAgent(pool.app);
    const people = [
      { key: 'keeper', dob: dobYearsAgo(16), country: 'Spain', primaryPosition: 'GK', status: 'Free Agent' },
      { key: 'back', dob: dobYearsAgo(22), country: 'Portugal', primaryPosition: 'CB', status: 'Represented' },
      { key: 'mid', dob: dobYearsAgo(17), country: 'Spain', primaryPosition: 'CM', status: 'Free Agent' },
      { key: 'veteran', dob: dobYearsAgo(52), country: 'France', primaryPosition: 'ST', status: 'Free Agent' },
      { key: 'winger', dob: dobYearsAgo(33, 6), country: 'Spain', primaryPosition: 'LW', status: 'Represented' },
    ] as const;
    for (const person of people) {
      const { key, ...overrides } = person;
      const player = await createMember(pool.app, 'Player', {
        ...overrides,
        secondaryPosition: 'AM',
        fullName: `Player ${key}`,
      });
      await giveParentalConsent(pool.app, player.id);
      playerIds[key] = player.id;
      const [row] = await pool.db
        .insert(videos)
        .values({
          playerId: player.id,
          youtubeVideoId: `pool-${key}`,
          title: key,
          thumbnailUrl: 'https://i.ytimg.com/x.jpg',
        })
        .returning({ id: videos.id });
      ids[key] = row?.id ?? 0;
    }
    // Availability (decision 057): read from the player, not copied onto videos.
    await pool.db
      .update(players)
      .set({ contractUntil: '2026-06-01', availability: 'Free agent', relocationCountries: ['Portugal'] })
      .where(eq(players.memberId, playerIds.back ?? 0));
    await pool.db
      .update(players)
      .set({ contractUntil: '2027-06-01', availability: 'Loan possible', relocationAnywhere: true })
      .where(eq(players.memberId, playerIds.winger ?? 0));
    const rate = async (who: typeof agent, key: string, rating: number) =>
      expect((await who.client.post('/api/rate-video', { videoId: ids[key], rating })).statusCode).toBe(200);
    await rate(agent, 'back', 5);
    await rate(agent, 'veteran', 4);
    await rate(agent, 'mid', 3);
    await rate(scout, 'mid', 4); // 3.5: floors to 3 in the list
    await rate(agent, 'winger', 2);
  });
  afterAll(() => pool.close());

  const titles = async (query: string) => {
    const response = await agent.client.get(`/api/video-pool${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Pool).videos.map((v) => v.player.fullName.replace('Player ', ''));
  };

  it('lists every video best rated first without filters, with the player beside it', async () => {
    expect(await titles('')).toEqual(['back', 'veteran', 'mid', 'winger', 'keeper']);
    const first = (await agent.client.get('/api/video-pool')).json() as Pool;
    expect(first.videos[0]?.player).toMatchObject({ age: 22, country: 'Portugal', primaryPosition: 'CB' });
    // The card says the contract's end and availability as search results do (decision 057).
    expect(first.videos[0]?.player).toMatchObject({ contractUntil: '2026-06', availability: 'Free agent' });
    expect(first.videos[1]?.player).toMatchObject({ contractUntil: null, availability: null });
  });

  it.each([
    ['?ageRange=13-16', ['keeper']],
    ['?ageRange=17-20', ['mid']],
    ['?ageRange=31-35', ['winger']],
    ['?ageRange=50%2B', ['veteran']],
    ['?generalPosition=Defenders', ['back']],
    ['?generalPosition=Goal%20Keepers', ['keeper']],
    ['?generalPosition=Forwards%2FAttackers', ['veteran', 'winger']],
    ['?primaryPosition=CM', ['mid']],
    ['?country=Spain', ['mid', 'winger', 'keeper']],
    ['?status=Represented', ['back', 'winger']],
    ['?minRating=4', ['back', 'veteran']],
    ['?minRating=3', ['back', 'veteran', 'mid']],
    ['?minRating=5', ['back']],
    ['?country=Spain&status=Free%20Agent&minRating=1', ['mid']],
    ['?generalPosition=Midfielders&ageRange=17-20&country=Spain', ['mid']],
    ['?generalPosition=Defenders&primaryPosition=ST', []],
    ['?country=Spain&ageRange=41-50', []],
    ['?ageRange=&country=&minRating=', ['back', 'veteran', 'mid', 'winger', 'keeper']],
    ['?contractEndsBefore=2026-07', ['back']],
    ['?contractEndsBefore=2027-07', ['back', 'winger']],
    ['?contractEndsBefore=2026-06', []],
    ['?availability=Loan%20possible', ['winger']],
    ['?relocatesTo=Portugal', ['back', 'winger']],
    ['?relocatesTo=France', ['winger']],
    ['?availability=Free%20agent&relocatesTo=Portugal&minRating=5', ['back']],
    ['?contractEndsBefore=&availability=&relocatesTo=', ['back', 'veteran', 'mid', 'winger', 'keeper']],
  ])('filters %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('pages by cursor in the pool order, and refuses an offset', async () => {
    const first = (await agent.client.get('/api/video-pool?limit=2')).json() as Pool;
    expect(first.videos).toHaveLength(2);
    const second = (await agent.client.get(`/api/video-pool?limit=2&cursor=${first.nextCursor}`)).json() as Pool;
    expect(second.videos).toHaveLength(2);
    const last = (await agent.client.get(`/api/video-pool?limit=2&cursor=${second.nextCursor}`)).json() as Pool;
    expect(last.videos).toHaveLength(1);
    expect(last.nextCursor).toBeNull();
    const all = (await agent.client.get('/api/video-pool')).json() as Pool;
    expect([...first.videos, ...second.videos, ...last.videos].map((v) => v.id)).toEqual(all.videos.map((v) => v.id));

    for (const offset of ['4', '1000000']) {
      const refused = await agent.client.get(`/api/video-pool?limit=2&offset=${offset}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(englishOf(PAGING_MESSAGES.retiredParameter));
    }
    const forged = await agent.client.get(`/api/video-pool?cursor=${videoPoolCursor.encode([9, 1])}`);
    expect(forged.statusCode).toBe(400);
  });

  it('pages through fractional averages and ties without repeating or skipping a video', async () => {
    const saved = await pool.db.select({ id: videos.id, averageRating: videos.averageRating }).from(videos);
    // Thirds are not exact in the real column: the cursor must compare equal to the stored value.
    for (const [key, average] of [
      ['back', 11 / 3],
      ['veteran', 11 / 3],
      ['mid', 11 / 3],
      ['winger', 7 / 3],
    ] as const) {
      await pool.db
        .update(videos)
        .set({ averageRating: average })
        .where(eq(videos.id, ids[key] as number));
    }
    try {
      const all = (await agent.client.get('/api/video-pool')).json() as Pool;
      const walked: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?limit=1&cursor=${cursor}` : '?limit=1';
        const next = (await agent.client.get(`/api/video-pool${query}`)).json() as Pool;
        walked.push(...next.videos.map((v) => v.id));
        cursor = next.nextCursor;
      } while (cursor && walked.length < 10);
      expect(walked).toEqual(all.videos.map((v) => v.id));
      expect(walked).toHaveLength(5);
    } finally {
      for (const row of saved) {
        await pool.db.update(videos).set({ averageRating: row.averageRating }).where(eq(videos.id, row.id));
      }
    }
  });

  it('follows a later change of the player at once: the facts copied onto videos move with them (decision 016)', async () => {
    const winger = ids.winger as number;
    const [saved] = await pool.db.select().from(videos).where(eq(videos.id, winger));
    const [member] = await pool.db
      .select({ id: members.id, country: members.country, dob: members.dob })
      .from(members)
      .innerJoin(videos, eq(videos.playerId, members.id))
      .where(eq(videos.id, winger));
    if (!saved || !member) throw new Error('the winger is missing');
    const change = (values: Partial<typeof members.$inferInsert>) =>
      pool.db.update(members).set(values).where(eq(members.id, member.id));
    const changePlayer = (values: Partial<typeof players.$inferInsert>) =>
      pool.db.update(players).set(values).where(eq(players.memberId, member.id));
    try {
      await change({ country: 'Iceland', dob: dobYearsAgo(26) });
      expect(await titles('?country=Iceland&ageRange=25-30')).toEqual(['winger']);
      expect(await titles('?country=Spain')).toEqual(['mid', 'keeper']);
      await changePlayer({ primaryPosition: 'GK', status: 'Free Agent' });
      expect(await titles('?generalPosition=Goal%20Keepers&status=Free%20Agent')).toEqual(['winger', 'keeper']);
      await change({ suspendedAt: new Date() });
      expect(await titles('?country=Iceland')).toEqual([]);
      await change({ suspendedAt: null, profileHiddenAt: new Date() });
      expect(await titles('?country=Iceland')).toEqual([]);
      await change({ profileHiddenAt: null });
      expect(await titles('?country=Iceland')).toEqual(['winger']);
      // A minor whose parent has not answered leaves an agent's pool (docs/product.md#who-may-see-whom).
      await change({ dob: dobYearsAgo(15) });
      await changePlayer({ parentConsent: 'pending' });
      expect(await titles('?country=Iceland')).toEqual([]);
      await changePlayer({ parentConsent: 'confirmed' });
      expect(await titles('?country=Iceland&ageRange=13-16')).toEqual(['winger']);
    } finally {
      await change({ country: member.country, dob: member.dob, suspendedAt: null, profileHiddenAt: null });
      await changePlayer({ primaryPosition: 'LW', status: 'Represented', parentConsent: 'confirmed' });
    }
    expect(await titles('?country=Spain')).toEqual(['mid', 'winger', 'keeper']);
  });

  it('refuses values outside 1 to 5 stars (400), anonymous (401) and players (403)', async () => {
    for (const query of [
      '?ageRange=18-22',
      '?minRating=0',
      '?minRating=6',
      '?generalPosition=Wingers',
      '?status=Loan',
      '?contractEndsBefore=2026-13',
      '?availability=Retired',
    ]) {
      expect((await agent.client.get(`/api/video-pool${query}`)).statusCode).toBe(400);
    }
    expect((await new TestClient(pool.app).get('/api/video-pool')).statusCode).toBe(401);
    const player = await createMember(pool.app, 'Player');
    expect((await player.client.get('/api/video-pool')).statusCode).toBe(403);
    const club = await createMember(pool.app, 'Club');
    expect((await club.client.get('/api/video-pool')).statusCode).toBe(200);
  });
});
