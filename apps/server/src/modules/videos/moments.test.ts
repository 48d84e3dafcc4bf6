import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { VIDEO_MOMENT_MAX_PER_VIDEO, VIDEO_MOMENT_MESSAGES } from '@scouting/contract/video-moments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { videoMoments, videos } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A YouTube video of the player (its length unknown), or an uploaded clip of `durationSeconds`. */
async function addVideo(playerId: number, durationSeconds?: number): Promise<number> {
  next += 1;
  const [row] = await t.db
    .insert(videos)
    .values(
      durationSeconds === undefined
        ? {
            playerId,
            youtubeVideoId: `moment${next}`,
            title: `Video ${next}`,
            thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
          }
        : { playerId, source: 'upload', status: 'Ready', title: `Clip ${next}`, durationSeconds, uploaderId: playerId },
    )
    .returning({ id: videos.id });
  if (!row) throw new Error('no video');
  return row.id;
}

describe('POST/GET/DELETE /api/videos/:id/moments', () => {
  it('lets the owner mark, list in time order and delete moments; others read them', async () => {
    const player = await createMember(t.app, 'Player');
    const video = await addVideo(player.id);
    const late = await player.client.post(`/api/videos/${video}/moments`, {
      atSeconds: 95,
      endSeconds: 102,
      tag: 'Goal',
      note: ' Left foot, top corner ',
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({
      videoId: video,
      atSeconds: 95,
      endSeconds: 102,
      tag: 'Goal',
      note: 'Left foot, top corner',
    });
    const early = await player.client.post(`/api/videos/${video}/moments`, { atSeconds: 12, tag: 'Key pass' });
    expect(early.statusCode, early.body).toBe(201);
    expect(early.json()).toMatchObject({ endSeconds: null, note: null });

    const scout = await createMember(t.app, 'Scout');
    const listed = await scout.client.get(`/api/videos/${video}/moments`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().moments.map((m: { atSeconds: number; tag: string }) => [m.atSeconds, m.tag])).toEqual([
      [12, 'Key pass'],
      [95, 'Goal'],
    ]);

    // The profile's list carries its page's moments, so the chapters need no call per video.
    const profile = await scout.client.get(`/api/player-videos/${player.id}`);
    expect(profile.json().moments.map((m: { videoId: number; atSeconds: number }) => [m.videoId, m.atSeconds])).toEqual(
      [
        [video, 12],
        [video, 95],
      ],
    );

    const removed = await player.client.delete(`/api/videos/${video}/moments/${early.json().id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: early.json().id });
    expect((await player.client.get(`/api/videos/${video}/moments`)).json().moments).toHaveLength(1);
    const again = await player.client.delete(`/api/videos/${video}/moments/${early.json().id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(englishOf(VIDEO_MOMENT_MESSAGES.momentNotFound));
  });

  it('refuses bad input with the field named: an end before the start, a note too long, an unknown tag', async () => {
    const player = await createMember(t.app, 'Player');
    const video = await addVideo(player.id);
    const early = await player.client.post(`/api/videos/${video}/moments`, {
      atSeconds: 40,
      endSeconds: 30,
      tag: 'Goal',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ endSeconds: englishOf(VIDEO_MOMENT_MESSAGES.endAfterStart) });
    const long = await player.client.post(`/api/videos/${video}/moments`, {
      atSeconds: 1,
      tag: 'Goal',
      note: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ note: englishOf(VIDEO_MOMENT_MESSAGES.noteTooLong) });
    const tag = await player.client.post(`/api/videos/${video}/moments`, { atSeconds: 1, tag: 'Header' });
    expect(tag.statusCode).toBe(400);
    expect(Object.keys(tag.json().fields)).toEqual(['tag']);
    const negative = await player.client.post(`/api/videos/${video}/moments`, { atSeconds: -1, tag: 'Goal' });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().fields)).toEqual(['atSeconds']);
  });

  it("keeps a clip's moments within its length", async () => {
    const player = await createMember(t.app, 'Player');
    const clip = await addVideo(player.id, 60.4);
    const after = await player.client.post(`/api/videos/${clip}/moments`, { atSeconds: 61, tag: 'Save' });
    expect(after.statusCode).toBe(400);
    expect(after.json().fields).toEqual({ atSeconds: englishOf(VIDEO_MOMENT_MESSAGES.beyondDuration) });
    const endAfter = await player.client.post(`/api/videos/${clip}/moments`, {
      atSeconds: 50,
      endSeconds: 75,
      tag: 'Save',
    });
    expect(endAfter.statusCode).toBe(400);
    expect(endAfter.json().fields).toEqual({ endSeconds: englishOf(VIDEO_MOMENT_MESSAGES.beyondDuration) });
    const within = await player.client.post(`/api/videos/${clip}/moments`, {
      atSeconds: 50,
      endSeconds: 61,
      tag: 'Save',
    });
    expect(within.statusCode, within.body).toBe(201);
  });

  it(`holds at most ${VIDEO_MOMENT_MAX_PER_VIDEO} moments a video (409)`, async () => {
    const player = await createMember(t.app, 'Player');
    const video = await addVideo(player.id);
    await t.db.insert(videoMoments).values(
      Array.from({ length: VIDEO_MOMENT_MAX_PER_VIDEO }, (_, i) => ({
        videoId: video,
        atSeconds: i,
        tag: 'Other' as const,
      })),
    );
    const refused = await player.client.post(`/api/videos/${video}/moments`, { atSeconds: 500, tag: 'Goal' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', error: englishOf(VIDEO_MOMENT_MESSAGES.tooMany) });
  });

  it('answers 401 anonymous, 403 to another player, an agent or an admin writing, 404 for a missing video', async () => {
    const player = await createMember(t.app, 'Player');
    const video = await addVideo(player.id);
    const mark = await player.client.post(`/api/videos/${video}/moments`, { atSeconds: 5, tag: 'Dribble' });
    const momentId = mark.json().id;
    const body = { atSeconds: 1, tag: 'Goal' };

    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(`/api/videos/${video}/moments`, body)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/videos/${video}/moments`)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/videos/${video}/moments/${momentId}`)).statusCode).toBe(401);

    const other = await createMember(t.app, 'Player');
    const notOwner = await other.client.post(`/api/videos/${video}/moments`, body);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().error).toBe(englishOf(VIDEO_MOMENT_MESSAGES.onlyOwner));
    expect((await other.client.delete(`/api/videos/${video}/moments/${momentId}`)).statusCode).toBe(403);
    // Another player's video holds the moment only under its own id.
    const otherVideo = await addVideo(other.id);
    expect((await other.client.delete(`/api/videos/${otherVideo}/moments/${momentId}`)).statusCode).toBe(404);

    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.post(`/api/videos/${video}/moments`, body)).statusCode).toBe(403);
    const admin = await createAdmin(t.app);
    expect((await admin.client.delete(`/api/videos/${video}/moments/${momentId}`)).statusCode).toBe(403);

    const missing = await player.client.post('/api/videos/999999/moments', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(englishOf(MESSAGES.videoNotFound));
    expect((await agent.client.get('/api/videos/999999/moments')).statusCode).toBe(404);
    expect((await player.client.get(`/api/videos/${video}/moments`)).json().moments).toHaveLength(1);
  });

  it("answers 404 for a minor's video to whoever may not see the minor, and for a hidden video", async () => {
    const minor = await createConsentedMinor(t.app);
    const video = await addVideo(minor.id);
    expect((await minor.client.post(`/api/videos/${video}/moments`, { atSeconds: 3, tag: 'Tackle' })).statusCode).toBe(
      201,
    );
    const scout = await createMember(t.app, 'Scout');
    const hidden = await scout.client.get(`/api/videos/${video}/moments`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(englishOf(MESSAGES.videoNotFound));
    expect((await scout.client.post(`/api/videos/${video}/moments`, { atSeconds: 1, tag: 'Goal' })).statusCode).toBe(
      403,
    );
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get(`/api/videos/${video}/moments`)).statusCode).toBe(200);

    const player = await createMember(t.app, 'Player');
    const own = await addVideo(player.id);
    await t.db.update(videos).set({ hidden: true }).where(eq(videos.id, own));
    expect((await agent.client.get(`/api/videos/${own}/moments`)).statusCode).toBe(404);
    expect((await player.client.get(`/api/videos/${own}/moments`)).statusCode).toBe(200);
  });

  it('goes with its video and with the account, and is in the owner’s export', async () => {
    const player = await createMember(t.app, 'Player');
    const kept = await addVideo(player.id);
    const clip = await addVideo(player.id, 30);
    await player.client.post(`/api/videos/${kept}/moments`, { atSeconds: 7, tag: 'Assist', note: 'Cut back' });
    await player.client.post(`/api/videos/${clip}/moments`, { atSeconds: 8, tag: 'Goal' });

    const exported = await player.client.get('/api/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().videoMoments).toEqual([
      expect.objectContaining({ videoId: kept, atSeconds: 7, tag: 'Assist', note: 'Cut back' }),
      expect.objectContaining({ videoId: clip, atSeconds: 8, tag: 'Goal' }),
    ]);

    expect((await player.client.delete(`/api/videos/${clip}`)).statusCode).toBe(200);
    expect(await t.db.select().from(videoMoments).where(eq(videoMoments.videoId, clip))).toEqual([]);

    const deleted = await player.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(videoMoments).where(eq(videoMoments.videoId, kept))).toEqual([]);
  });
});
