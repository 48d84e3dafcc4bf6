import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import {
  FAKE_API_KEY,
  FAKE_CHANNEL,
  type FakeYouTube,
  startFakeYouTube,
  UNKNOWN_CHANNEL_ID,
} from '../../../test/fake-youtube.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { players, videoRatings, videos } from '../../db/schema/index.ts';
import { DAY_MS } from '../../infra/queue/scheduler.ts';
import { createYouTubeClient } from '../../infra/youtube/youtube.ts';

let fake: FakeYouTube;
let feedApp: TestApp;
let apiApp: TestApp;

beforeAll(async () => {
  fake = await startFakeYouTube();
  const youtube = { apiKey: undefined, apiBaseUrl: fake.apiBaseUrl, webBaseUrl: fake.webBaseUrl };
  feedApp = await buildTestApp({}, { youtube: createYouTubeClient(youtube) });
  apiApp = await buildTestApp({}, { youtube: createYouTubeClient({ ...youtube, apiKey: FAKE_API_KEY }) });
}, 180_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await feedApp?.close();
  await apiApp?.close();
  await fake?.close();
});

let day = 0;
/** The daily re-sync as the scheduler runs it: the next day's run, written and worked. */
async function runDailyResync(t: TestApp) {
  await t.app.scheduler.tick(new Date(Date.now() + ++day * DAY_MS));
  await t.app.jobsSettled();
}

async function connectedPlayer(t: TestApp) {
  const player = await createMember(t.app, 'Player');
  const synced = await player.client.post(`/api/sync-youtube/${player.id}`, { channelIdOrUsername: FAKE_CHANNEL.id });
  expect(synced.statusCode, synced.body).toBe(200);
  return player;
}

const storedIds = async (t: TestApp, playerId: number) =>
  (
    await t.db
      .select({ id: videos.youtubeVideoId })
      .from(videos)
      .where(eq(videos.playerId, playerId))
      .orderBy(asc(videos.youtubeVideoId))
  ).map((row) => row.id);

describe.each([
  ['public feed (no key)', () => feedApp],
  ['Data API v3 (key set)', () => apiApp],
])('the daily YouTube re-sync through the %s (decision 030)', (_name, app) => {
  it('adds new uploads and drops a video removed on YouTube, keeping the others and their ratings', async () => {
    const t = app();
    const player = await connectedPlayer(t);
    const scout = await createMember(t.app, 'Scout');
    const [kept] = await t.db.select().from(videos).where(eq(videos.youtubeVideoId, 'fkVideo0001'));
    expect((await scout.client.post('/api/rate-video', { videoId: kept?.id, rating: 4 })).statusCode).toBe(200);

    fake.addVideo(FAKE_CHANNEL.id, {
      id: 'fkVideo0004',
      title: 'Brace in the cup',
      publishedAt: '2025-04-01T18:00:00Z',
    });
    fake.removeVideo(FAKE_CHANNEL.id, 'fkVideo0002');
    await runDailyResync(t);

    expect(await storedIds(t, player.id)).toEqual(['fkVideo0001', 'fkVideo0003', 'fkVideo0004']);
    expect(
      await t.db
        .select()
        .from(videoRatings)
        .where(eq(videoRatings.videoId, kept?.id ?? 0)),
    ).toHaveLength(1);
    // The player's counts follow (kept by the database's triggers): the pool and search see three.
    const [row] = await t.db
      .select({ videoCount: players.videoCount })
      .from(players)
      .where(eq(players.memberId, player.id));
    expect(row?.videoCount).toBe(3);
    // The same day's run again writes nothing: the re-sync ran once.
    const again = await t.app.scheduler.tick(new Date(Date.now() + day * DAY_MS));
    expect(again).toEqual([]);
  });

  it('leaves a player’s videos alone when YouTube cannot be read today', async () => {
    const t = app();
    const player = await connectedPlayer(t);
    // The channel now points at one the fake never answers for: YouTube says it does not exist.
    await t.db.update(players).set({ youtubeChannelId: UNKNOWN_CHANNEL_ID }).where(eq(players.memberId, player.id));
    await runDailyResync(t);
    expect(await storedIds(t, player.id)).toEqual(['fkVideo0001', 'fkVideo0002', 'fkVideo0003']);
  });
});

describe('what a re-sync may conclude is gone', () => {
  it('drops an old video missing from the full Data API list, but not from the feed, which lists only the latest', async () => {
    for (const [t, expected] of [
      [feedApp, ['fkOldVideo1', 'fkVideo0001', 'fkVideo0002', 'fkVideo0003']],
      [apiApp, ['fkVideo0001', 'fkVideo0002', 'fkVideo0003']],
    ] as const) {
      const player = await connectedPlayer(t);
      await t.db.insert(videos).values({
        playerId: player.id,
        youtubeVideoId: 'fkOldVideo1',
        title: 'From 2019',
        thumbnailUrl: 'https://i.ytimg.com/vi/fkOldVideo1/hqdefault.jpg',
        publishedAt: new Date('2019-05-01T00:00:00Z'),
      });
      await runDailyResync(t);
      expect(await storedIds(t, player.id)).toEqual(expected);
    }
  });
});
