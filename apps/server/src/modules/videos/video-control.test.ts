import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { VIDEO_CONTROL_MESSAGES } from '@scouting/contract/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { FAKE_CHANNEL, type FakeYouTube, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { createYouTubeClient } from '../../infra/youtube/youtube.ts';

let fake: FakeYouTube;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeYouTube();
  t = await buildTestApp(
    { YOUTUBE_WEB_BASE_URL: fake.webBaseUrl, YOUTUBE_API_BASE_URL: fake.apiBaseUrl },
    { youtube: createYouTubeClient({ apiKey: undefined, apiBaseUrl: fake.apiBaseUrl, webBaseUrl: fake.webBaseUrl }) },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Listed = { id: number; title: string; hidden: boolean };
type Member = { id: number; client: TestClient };

/** A player whose channel (the fake's three videos) is synced; ids newest first. */
async function playerWithVideos(): Promise<{ player: Member; ids: number[] }> {
  fake.reset();
  const player = await createMember(t.app, 'Player');
  const synced = await player.client.post(`/api/sync-youtube/${player.id}`, {
    channelIdOrUsername: `https://www.youtube.com/@${FAKE_CHANNEL.handle}`,
  });
  expect(synced.statusCode, synced.body).toBe(200);
  return { player, ids: (await listOf(player, player.id)).map((video) => video.id) };
}

async function listOf(viewer: Member, playerId: number, query = ''): Promise<Listed[]> {
  const answer = await viewer.client.get(`/api/player-videos/${playerId}${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().videos;
}

async function poolIds(viewer: Member): Promise<number[]> {
  const answer = await viewer.client.get('/api/video-pool?limit=100');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().videos.map((video: { id: number }) => video.id);
}

describe('PUT /api/videos/:id (hiding)', () => {
  it('hides a video from everyone else everywhere, keeps it for its owner marked, and through a re-sync', async () => {
    const { player, ids } = await playerWithVideos();
    const [newest, middle, oldest] = ids as [number, number, number];
    const agent = await createVerifiedAgent(t.app);

    const hidden = await player.client.put(`/api/videos/${middle}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id: middle, hidden: true });

    expect((await listOf(agent, player.id)).map((v) => v.id)).toEqual([newest, oldest]);
    const own = await listOf(player, player.id);
    expect(own.map((v) => [v.id, v.hidden])).toEqual([
      [newest, false],
      [middle, true],
      [oldest, false],
    ]);
    const pool = await poolIds(agent);
    expect(pool).toEqual(expect.arrayContaining([newest, oldest]));
    expect(pool).not.toContain(middle);
    const rate = await agent.client.post('/api/rate-video', { videoId: middle, rating: 5 });
    expect(rate.statusCode).toBe(404);
    expect(rate.json().error).toBe(englishOf(MESSAGES.videoNotFound));

    // A re-sync updates titles and thumbnails and adds new videos; it never shows a hidden one again.
    expect((await player.client.post(`/api/sync-youtube/${player.id}`, {})).statusCode).toBe(200);
    expect((await listOf(agent, player.id)).map((v) => v.id)).toEqual([newest, oldest]);

    const shown = await player.client.put(`/api/videos/${middle}`, { hidden: false });
    expect(shown.json()).toEqual({ id: middle, hidden: false });
    expect((await listOf(agent, player.id)).map((v) => v.id)).toEqual([newest, middle, oldest]);
  });

  it('leaves a hidden video out of the average the profile shows', async () => {
    const { player, ids } = await playerWithVideos();
    const [first, second] = ids as [number, number];
    const agent = await createVerifiedAgent(t.app);
    await agent.client.post('/api/rate-video', { videoId: first, rating: 5 });
    await agent.client.post('/api/rate-video', { videoId: second, rating: 1 });
    expect((await agent.client.get(`/api/player-average-rating/${player.id}`)).json()).toEqual({
      averageRating: 3,
      ratingCount: 2,
    });
    await player.client.put(`/api/videos/${second}`, { hidden: true });
    expect((await agent.client.get(`/api/player-average-rating/${player.id}`)).json()).toEqual({
      averageRating: 5,
      ratingCount: 1,
    });
  });

  it('refuses anonymous (401), another player and other roles (403), an unknown video (404) and a bad body (400)', async () => {
    const { player, ids } = await playerWithVideos();
    const video = ids[0] as number;
    const other = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    expect((await new TestClient(t.app).put(`/api/videos/${video}`, { hidden: true })).statusCode).toBe(401);
    expect((await other.client.put(`/api/videos/${video}`, { hidden: true })).statusCode).toBe(403);
    expect((await agent.client.put(`/api/videos/${video}`, { hidden: true })).statusCode).toBe(403);
    expect((await player.client.put('/api/videos/999999', { hidden: true })).statusCode).toBe(404);
    const bad = await player.client.put(`/api/videos/${video}`, { hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await listOf(agent, player.id)).map((v) => v.id)).toEqual(ids);
  });

  it('lets an admin hide a video for its owner, on the audit log', async () => {
    const { player, ids } = await playerWithVideos();
    const admin = await createAdmin(t.app);
    const video = ids[0] as number;
    expect((await admin.client.put(`/api/videos/${video}`, { hidden: true })).statusCode).toBe(200);
    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${player.id}`)).json();
    expect(log.entries.map((entry: { action: string }) => entry.action)).toContain('video.hidden');
    // Hidden from an admin's view of the profile too: only the owner sees it.
    expect((await listOf(admin, player.id)).map((v) => v.id)).not.toContain(video);
  });
});

describe('PUT /api/player-videos/:playerId/order', () => {
  it("lists the profile in the owner's order for everyone, page after page, and puts a newly synced video first", async () => {
    const { player, ids } = await playerWithVideos();
    const [newest, middle, oldest] = ids as [number, number, number];
    const scout = await createMember(t.app, 'Scout');

    const ordered = await player.client.put(`/api/player-videos/${player.id}/order`, {
      videoIds: [oldest, newest, middle],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toEqual({ videoIds: [oldest, newest, middle] });
    expect((await listOf(scout, player.id)).map((v) => v.id)).toEqual([oldest, newest, middle]);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const answer = await scout.client.get(
        `/api/player-videos/${player.id}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const body = answer.json();
      seen.push(...body.videos.map((v: { id: number }) => v.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([oldest, newest, middle]);

    fake.addVideo(FAKE_CHANNEL.id, { id: 'fkVideo0099', title: 'New free kick', publishedAt: '2026-11-01T10:00:00Z' });
    expect((await player.client.post(`/api/sync-youtube/${player.id}`, {})).statusCode).toBe(200);
    const after = await listOf(scout, player.id);
    expect(after.map((v) => v.title)[0]).toBe('New free kick');
    expect(after.slice(1).map((v) => v.id)).toEqual([oldest, newest, middle]);
  });

  it('orders the shown videos only: a hidden one keeps out of the list, and a list missing one or naming another player’s is refused', async () => {
    const { player, ids } = await playerWithVideos();
    const [newest, middle, oldest] = ids as [number, number, number];
    const other = await playerWithVideos();
    await player.client.put(`/api/videos/${middle}`, { hidden: true });

    const refuse = async (videoIds: unknown) => {
      const answer = await player.client.put(`/api/player-videos/${player.id}/order`, { videoIds });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error;
    };
    expect(await refuse([oldest])).toBe(englishOf(VIDEO_CONTROL_MESSAGES.orderMustNameShownVideos));
    expect(await refuse([oldest, newest, middle])).toBe(englishOf(VIDEO_CONTROL_MESSAGES.orderMustNameShownVideos));
    expect(await refuse([oldest, other.ids[0]])).toBe(englishOf(VIDEO_CONTROL_MESSAGES.orderMustNameShownVideos));
    expect(await refuse([oldest, oldest])).toBeTruthy();
    expect(await refuse([])).toBeTruthy();
    // Nothing refused changed the order.
    expect((await listOf(player, player.id)).map((v) => v.id)).toEqual([newest, middle, oldest]);

    const ordered = await player.client.put(`/api/player-videos/${player.id}/order`, { videoIds: [oldest, newest] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await listOf(player, player.id)).map((v) => v.id)).toEqual([oldest, newest, middle]);
  });

  it('refuses anonymous (401), another player and other roles (403), and an unknown player (404)', async () => {
    const { player, ids } = await playerWithVideos();
    const other = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    const url = `/api/player-videos/${player.id}/order`;
    const body = { videoIds: [...ids].reverse() };
    expect((await new TestClient(t.app).put(url, body)).statusCode).toBe(401);
    expect((await other.client.put(url, body)).statusCode).toBe(403);
    expect((await agent.client.put(url, body)).statusCode).toBe(403);
    const admin = await createAdmin(t.app);
    expect((await admin.client.put('/api/player-videos/999999/order', body)).statusCode).toBe(404);
    expect((await listOf(player, player.id)).map((v) => v.id)).toEqual(ids);
  });
});
