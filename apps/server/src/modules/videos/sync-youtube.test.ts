import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import {
  EMPTY_CHANNEL,
  FAKE_API_KEY,
  FAKE_CHANNEL,
  type FakeYouTube,
  QUOTA_CHANNEL,
  SLOW_CHANNEL,
  startFakeYouTube,
  UNKNOWN_CHANNEL_ID,
} from '../../../test/fake-youtube.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { players, videos } from '../../db/schema/index.ts';
import { createYouTubeClient } from '../../infra/youtube/youtube.ts';

let fake: FakeYouTube;
let feedApp: TestApp;
let apiApp: TestApp;

beforeAll(async () => {
  fake = await startFakeYouTube();
  const youtube = { apiKey: undefined, apiBaseUrl: fake.apiBaseUrl, webBaseUrl: fake.webBaseUrl };
  // A short deadline so the "YouTube never answers" case ends quickly; the real one is 10 s.
  feedApp = await buildTestApp(
    { YOUTUBE_WEB_BASE_URL: fake.webBaseUrl, YOUTUBE_API_BASE_URL: fake.apiBaseUrl },
    { youtube: createYouTubeClient(youtube, { timeoutMs: 400 }) },
  );
  apiApp = await buildTestApp(
    { YOUTUBE_API_KEY: FAKE_API_KEY, YOUTUBE_API_BASE_URL: fake.apiBaseUrl, YOUTUBE_WEB_BASE_URL: fake.webBaseUrl },
    { youtube: createYouTubeClient({ ...youtube, apiKey: FAKE_API_KEY }, { timeoutMs: 400 }) },
  );
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await feedApp?.close();
  await apiApp?.close();
  await fake?.close();
});

type Videos = {
  videos: { youtube_video_id: string; title: string; thumbnail_url: string }[];
  youtube_channel_id: string | null;
};

describe.each([
  ['public feed (no key)', () => feedApp],
  ['Data API v3 (key set)', () => apiApp],
])('POST /api/sync-youtube/:playerId through the %s', (_name, app) => {
  it('connects a channel by its link, stores its videos, and syncing again adds only new ones', async () => {
    const t = app();
    const player = await createMember(t.app, 'Player');
    const first = await player.client.post(`/api/sync-youtube/${player.id}`, {
      channelIdOrUsername: `https://www.youtube.com/@${FAKE_CHANNEL.handle}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ youtube_channel_id: FAKE_CHANNEL.id, added: 3, total: 3 });

    const listed: Videos = (await player.client.get(`/api/player-videos/${player.id}`)).json();
    expect(listed.youtube_channel_id).toBe(FAKE_CHANNEL.id);
    // Newest upload first; entities in titles decoded.
    expect(listed.videos.map((v) => v.title)).toEqual([
      'Hat-trick against Rivals FC',
      'Skills & dribbles <2025>',
      'Free kick compilation',
    ]);
    // The Data API answers two videos a page here: every page is read.
    expect(fake.requests.filter((r) => r.startsWith('/youtube/v3/playlistItems')).length).toBe(t === apiApp ? 2 : 0);
    expect(listed.videos[0]).toMatchObject({
      youtube_video_id: 'fkVideo0001',
      thumbnail_url: 'https://i.ytimg.com/vi/fkVideo0001/hqdefault.jpg',
    });

    // Without a link the stored channel is read again: nothing duplicated.
    const again = await player.client.post(`/api/sync-youtube/${player.id}`);
    expect(again.json()).toEqual({ youtube_channel_id: FAKE_CHANNEL.id, added: 0, total: 3 });
    const byId = await player.client.post(`/api/sync-youtube/${player.id}`, {
      channelIdOrUsername: `https://www.youtube.com/channel/${FAKE_CHANNEL.id}`,
    });
    expect(byId.json()).toMatchObject({ added: 0, total: 3 });
  });

  it('adds a new upload on the next sync', async () => {
    const t = app();
    const player = await createMember(t.app, 'Player');
    await player.client.post(`/api/sync-youtube/${player.id}`, { channelIdOrUsername: FAKE_CHANNEL.id });
    const newId = `fkNew${Math.random().toString(36).slice(2, 8)}`;
    fake.addVideo(FAKE_CHANNEL.id, { id: newId, title: 'Brand new goal', publishedAt: new Date().toISOString() });
    const synced = await player.client.post(`/api/sync-youtube/${player.id}`, {});
    expect(synced.json()).toMatchObject({ added: 1 });
    const listed: Videos = (await player.client.get(`/api/player-videos/${player.id}`)).json();
    expect(listed.videos[0]?.youtube_video_id).toBe(newId);
    expect(new Set(listed.videos.map((v) => v.youtube_video_id)).size).toBe(listed.videos.length);
  });

  it('stores a channel without uploads with no videos', async () => {
    const t = app();
    const player = await createMember(t.app, 'Player');
    const synced = await player.client.post(`/api/sync-youtube/${player.id}`, {
      channelIdOrUsername: `@${EMPTY_CHANNEL.handle}`,
    });
    expect(synced.json()).toEqual({ youtube_channel_id: EMPTY_CHANNEL.id, added: 0, total: 0 });
  });

  it.each([
    [
      'an unknown channel id',
      `https://www.youtube.com/channel/${UNKNOWN_CHANNEL_ID}`,
      404,
      englishOf(MESSAGES.youtubeChannelNotFound),
    ],
    ['an unknown handle', 'https://www.youtube.com/@nobody_here', 404, englishOf(MESSAGES.youtubeChannelNotFound)],
    [
      'exceeded quota',
      `https://www.youtube.com/@${QUOTA_CHANNEL.handle}`,
      503,
      englishOf(MESSAGES.youtubeQuotaExceeded),
    ],
    [
      'a YouTube that never answers',
      `https://www.youtube.com/@${SLOW_CHANNEL.handle}`,
      503,
      englishOf(MESSAGES.youtubeTimeout),
    ],
  ])('maps %s to a clear message and stores nothing', async (_case, link, status, message) => {
    const t = app();
    const player = await createMember(t.app, 'Player');
    const started = Date.now();
    const response = await player.client.post(`/api/sync-youtube/${player.id}`, { channelIdOrUsername: link });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [row] = await t.db.select().from(players).where(eq(players.memberId, player.id));
    expect(row?.youtubeChannelId).toBeNull();
    expect(await t.db.select().from(videos).where(eq(videos.playerId, player.id))).toEqual([]);
  });
});

describe('sync rules that do not depend on the YouTube client', () => {
  it('refuses a link without /channel/{id} or /@{handle} with the product message', async () => {
    const player = await createMember(feedApp.app, 'Player');
    for (const link of ['https://www.youtube.com/user/someone', 'https://example.com', 'hello']) {
      const response = await player.client.post(`/api/sync-youtube/${player.id}`, { channelIdOrUsername: link });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(englishOf(MESSAGES.invalidChannelUrl));
    }
  });

  it('asks for a link when no channel is stored yet', async () => {
    const player = await createMember(feedApp.app, 'Player');
    const response = await player.client.post(`/api/sync-youtube/${player.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(englishOf(MESSAGES.noChannelConnected));
  });

  it('says "Failed to connect" when YouTube refuses the key', async () => {
    const t = await buildTestApp(
      {},
      {
        youtube: createYouTubeClient({ apiKey: 'wrong', apiBaseUrl: fake.apiBaseUrl, webBaseUrl: fake.webBaseUrl }),
      },
    );
    try {
      const player = await createMember(t.app, 'Player');
      const response = await player.client.post(`/api/sync-youtube/${player.id}`, {
        channelIdOrUsername: FAKE_CHANNEL.id,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(englishOf(MESSAGES.youtubeConnectFailed));
    } finally {
      await t.close();
    }
  });

  it('lets only the player themself (or an admin) sync: 401 anonymous, 403 another player, 403 an agent', async () => {
    const player = await createMember(feedApp.app, 'Player');
    const body = { channelIdOrUsername: FAKE_CHANNEL.id };
    expect((await new TestClient(feedApp.app).post(`/api/sync-youtube/${player.id}`, body)).statusCode).toBe(401);
    const other = await createMember(feedApp.app, 'Player');
    expect((await other.client.post(`/api/sync-youtube/${player.id}`, body)).statusCode).toBe(403);
    const agent = await createMember(feedApp.app, 'Agent');
    expect((await agent.client.post(`/api/sync-youtube/${player.id}`, body)).statusCode).toBe(403);
    const admin = await createAdmin(feedApp.app);
    expect((await admin.client.post(`/api/sync-youtube/${player.id}`, body)).statusCode).toBe(200);
    expect((await admin.client.post('/api/sync-youtube/999999', body)).statusCode).toBe(404);
  });
});
