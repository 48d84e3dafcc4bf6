import { readFileSync } from 'node:fs';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { VIDEO_UPLOAD_MESSAGES } from '@scouting/contract/video-uploads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import { makeClipBytes } from '../../../test/sample-clips.ts';
import { multipart, pdf } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { players, videos } from '../../db/schema/index.ts';

let t: TestApp;
let clip: Buffer;

/** A 600 KB cap on one clip, so a too-large upload is quick to send. */
const CLIP_CAP = 600 * 1024;

beforeAll(async () => {
  clip = await makeClipBytes();
  t = await buildTestApp({}, { writeLimits: { byteOverrides: { clip: CLIP_CAP } } });
}, 60_000);
afterAll(async () => t?.close());

type Member = { id: number; client: TestClient };

function upload(member: { client: TestClient }, data: Buffer, filename = 'goal.mp4', title = 'My goal') {
  return member.client.request({
    method: 'POST',
    url: '/api/videos/upload',
    ...multipart({ title }, { file: { filename, data, type: 'video/mp4' } }),
  });
}

/** Uploads the sample clip and waits for its transcoding: the Ready video. */
async function readyClip(owner: Member, title = 'My goal') {
  const answer = await upload(owner, clip, 'goal.mp4', title);
  expect(answer.statusCode, answer.body).toBe(202);
  await t.app.jobsSettled();
  const video = await owner.client.get(`/api/videos/${answer.json().id}`);
  expect(video.statusCode, video.body).toBe(200);
  return video.json();
}

describe('POST /api/videos/upload', () => {
  it('answers 202 Processing, then the job makes a 720p-bounded MP4 and a poster: Ready', async () => {
    const player = await createMember(t.app, 'Player');
    const answer = await upload(player, clip);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toMatchObject({
      source: 'upload',
      status: 'Processing',
      title: 'My goal',
      streamUrl: null,
      bytes: clip.length,
      player: { id: player.id },
    });
    await t.app.jobsSettled();

    const video = (await player.client.get(`/api/videos/${answer.json().id}`)).json();
    expect(video).toMatchObject({
      status: 'Ready',
      failureReason: null,
      posterUrl: `/api/videos/${video.id}/poster`,
      streamUrl: `/api/videos/${video.id}/stream`,
    });
    expect(video.durationSeconds).toBeGreaterThan(1.5);
    expect(video.durationSeconds).toBeLessThan(2.5);

    const poster = await player.client.get(video.posterUrl);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const whole = await player.client.get(video.streamUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // An MP4 with its index first (+faststart): moov before mdat.
    const head = whole.rawPayload.toString('latin1');
    expect(head.slice(4, 8)).toBe('ftyp');
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    expect(head).toContain('avc1');
    expect(head).toContain('mp4a');
  }, 60_000);

  it('serves byte ranges: 206 with the exact bytes, open and suffix ranges, 416 outside the file', async () => {
    const player = await createMember(t.app, 'Player');
    const video = await readyClip(player);
    const whole = (await player.client.get(video.streamUrl)).rawPayload;
    const size = whole.length;
    const range = (value: string) =>
      player.client.request({ method: 'GET', url: video.streamUrl, headers: { range: value } });

    const first = await range('bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(whole.subarray(0, 100))).toBe(true);

    const open = await range(`bytes=${size - 10}-`);
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(whole.subarray(size - 10))).toBe(true);
    const suffix = await range('bytes=-20');
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 20}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(whole.subarray(size - 20))).toBe(true);

    const outside = await range(`bytes=${size}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    expect((await range('bytes=abc')).statusCode).toBe(416);
  }, 60_000);

  it('checks the type by content: a PDF named .mp4 is 415, and nothing is recorded', async () => {
    const player = await createMember(t.app, 'Player');
    const answer = await upload(player, pdf(), 'goal.mp4');
    expect(answer.statusCode, answer.body).toBe(415);
    expect(answer.json()).toEqual({
      error: englishOf(VIDEO_UPLOAD_MESSAGES.unsupportedType),
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await t.db.select().from(videos).where(eq(videos.playerId, player.id))).toEqual([]);
  });

  it('refuses a clip over the size limit with 413 while it streams', async () => {
    const player = await createMember(t.app, 'Player');
    const big = Buffer.concat([clip, Buffer.alloc(CLIP_CAP)]);
    const answer = await upload(player, big);
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toEqual({ error: englishOf(VIDEO_UPLOAD_MESSAGES.tooBig), code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.db.select().from(videos).where(eq(videos.playerId, player.id))).toEqual([]);
  });

  it('asks for a title and a file (400)', async () => {
    const player = await createMember(t.app, 'Player');
    const noTitle = await upload(player, clip, 'goal.mp4', '  ');
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toMatchObject({ title: englishOf(VIDEO_UPLOAD_MESSAGES.titleRequired) });
    const noFile = await player.client.request({
      method: 'POST',
      url: '/api/videos/upload',
      ...multipart({ title: 'Nothing' }, {}),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toMatchObject({ file: englishOf(VIDEO_UPLOAD_MESSAGES.fileRequired) });
  });

  it('is for signed-in players only: 401 anonymous, 403 to every other role', async () => {
    const anonymous = await upload({ client: new TestClient(t.app) }, clip);
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['Agent', 'Scout', 'Club'] as const) {
      const member = await createMember(t.app, role);
      const refused = await upload(member, clip);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().code).toBe('WRONG_ROLE');
    }
    const admin = await createAdmin(t.app);
    expect((await upload(admin, clip)).statusCode).toBe(403);
  });
});

describe('who sees an uploaded clip', () => {
  it('joins the profile and the pool once Ready, and takes ratings like a YouTube video', async () => {
    const player = await createMember(t.app, 'Player');
    const scout = await createMember(t.app, 'Scout');
    const video = await readyClip(player, 'Pool clip');

    const listed = (await scout.client.get(`/api/player-videos/${player.id}`)).json().videos;
    expect(listed).toEqual([
      expect.objectContaining({
        id: video.id,
        source: 'upload',
        youtube_video_id: null,
        status: 'Ready',
        thumbnail_url: video.posterUrl,
        streamUrl: video.streamUrl,
      }),
    ]);
    const pool = (await scout.client.get('/api/video-pool?limit=100')).json().videos;
    expect(pool.map((row: { id: number }) => row.id)).toContain(video.id);

    const rated = await scout.client.post('/api/rate-video', { videoId: video.id, rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await scout.client.get(`/api/videos/${video.id}`)).json()).toMatchObject({
      averageRating: 4,
      ratingCount: 1,
    });
    expect((await scout.client.get(video.streamUrl)).statusCode).toBe(200);
  }, 60_000);

  it('keeps a clip still processing to its owner', async () => {
    const player = await createMember(t.app, 'Player');
    const scout = await createMember(t.app, 'Scout');
    const answer = await upload(player, clip);
    const id = answer.json().id;
    // Before the job ran: the owner sees it Processing, others do not see it at all.
    expect((await player.client.get(`/api/videos/${id}`)).json().status).toBe('Processing');
    expect((await scout.client.get(`/api/videos/${id}`)).statusCode).toBe(404);
    expect((await scout.client.get(`/api/player-videos/${player.id}`)).json().videos).toEqual([]);
    // Search counts it once it can be played (players.video_count, migration 0025).
    const count = async () =>
      (await t.db.select({ n: players.videoCount }).from(players).where(eq(players.memberId, player.id)))[0]?.n;
    expect(await count()).toBe(0);
    await t.app.jobsSettled();
    expect(await count()).toBe(1);
  }, 60_000);

  it('hides a hidden clip from everyone but its owner: 404 to others, on every route', async () => {
    const player = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    const admin = await createAdmin(t.app);
    const video = await readyClip(player);
    expect((await player.client.put(`/api/videos/${video.id}`, { hidden: true })).statusCode).toBe(200);
    for (const viewer of [agent, admin]) {
      for (const url of [`/api/videos/${video.id}`, video.streamUrl, video.posterUrl]) {
        const refused = await viewer.client.get(url);
        expect(refused.statusCode, url).toBe(404);
        expect(refused.json().error).toBe(englishOf(MESSAGES.videoNotFound));
      }
    }
    expect((await player.client.get(video.streamUrl)).statusCode).toBe(200);
    expect((await player.client.get(`/api/videos/${video.id}`)).json().hidden).toBe(true);
  }, 60_000);

  it("answers 404 for a minor's clip to whoever may not see the minor", async () => {
    const minor = await createConsentedMinor(t.app);
    const video = await readyClip(minor);
    const stranger = await createMember(t.app, 'Player');
    const scout = await createMember(t.app, 'Scout');
    for (const viewer of [stranger, scout]) {
      for (const url of [`/api/videos/${video.id}`, video.streamUrl, video.posterUrl]) {
        expect((await viewer.client.get(url)).statusCode, url).toBe(404);
      }
    }
    // A verified agent may see a consented minor (docs/product.md#minors).
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get(video.streamUrl)).statusCode).toBe(200);
  }, 60_000);

  it('404 for a video that does not exist', async () => {
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get('/api/videos/999999')).statusCode).toBe(404);
    expect((await scout.client.get('/api/videos/999999/stream')).statusCode).toBe(404);
  });
});

describe('clips that fail', () => {
  it('marks a clip over 3 minutes Failed with the reason, and keeps it out of every list', async () => {
    const player = await createMember(t.app, 'Player');
    const long = await makeClipBytes({ seconds: 181, size: '64x48', rate: 1, audio: false });
    const answer = await upload(player, long, 'long.mp4');
    expect(answer.statusCode, answer.body).toBe(202);
    await t.app.jobsSettled();
    expect((await player.client.get(`/api/videos/${answer.json().id}`)).json()).toMatchObject({
      status: 'Failed',
      failureReason: VIDEO_UPLOAD_MESSAGES.tooLong,
      streamUrl: null,
    });
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get(`/api/player-videos/${player.id}`)).json().videos).toEqual([]);
    // The page says the id; the member's data export, a file a person reads, says the sentence.
    const exported = (await player.client.get('/api/account/export')).json();
    expect(exported.uploadedVideos[0].failureReason).toBe(englishOf(VIDEO_UPLOAD_MESSAGES.tooLong));
  }, 120_000);

  it('moves a reason stored as its English, as rows were before, to its id', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0045_messages_stored_by_id.sql', import.meta.url),
      'utf8',
    );
    const [statement = ''] = migration.split('--> statement-breakpoint').filter((text) => /UPDATE "videos"/.test(text));
    // Each English the migration knows is the contract's, word for word.
    const moves = [...statement.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)];
    expect(moves.map(([, , id]) => id).sort()).toEqual(
      [
        VIDEO_UPLOAD_MESSAGES.tooLong,
        VIDEO_UPLOAD_MESSAGES.unreadable,
        VIDEO_UPLOAD_MESSAGES.transcodeFailed,
        VIDEO_UPLOAD_MESSAGES.transcodeTimedOut,
      ].sort(),
    );
    for (const [, english, id = ''] of moves) expect(english).toBe(englishOf(id));

    const player = await createMember(t.app, 'Player');
    const answer = await upload(
      player,
      await makeClipBytes({ seconds: 181, size: '64x48', rate: 1, audio: false }),
      'old.mp4',
    );
    await t.app.jobsSettled();
    const id: number = answer.json().id;
    await t.db
      .update(videos)
      .set({ failureReason: englishOf(VIDEO_UPLOAD_MESSAGES.tooLong) })
      .where(eq(videos.id, id));
    await t.db.execute(sql.raw(statement));
    expect((await player.client.get(`/api/videos/${id}`)).json().failureReason).toBe(VIDEO_UPLOAD_MESSAGES.tooLong);
  }, 120_000);
});

describe('account data', () => {
  it('exports the uploaded clips and erases them with the account, files included', async () => {
    const player = await createMember(t.app, 'Player');
    const video = await readyClip(player, 'Exported clip');
    const exported = await player.client.get('/api/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().uploadedVideos).toEqual([
      expect.objectContaining({ id: video.id, title: 'Exported clip', status: 'Ready', bytes: clip.length }),
    ]);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    const keys = [row?.clipKey, row?.posterKey].filter((key): key is string => typeof key === 'string');
    expect(keys).toHaveLength(2);
    for (const key of keys) await expect(t.app.storage.get(key)).resolves.toBeInstanceOf(Buffer);
    const deleted = await player.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(videos).where(eq(videos.id, video.id))).toEqual([]);
    for (const key of keys) await expect(t.app.storage.get(key)).rejects.toThrow();
  }, 60_000);
});

describe('DELETE /api/videos/{id}', () => {
  async function storedKeys(videoId: number) {
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    return [row?.clipKey, row?.posterKey].filter((key): key is string => typeof key === 'string');
  }

  it('lets the owner delete an uploaded clip for good: its row, ratings and files go', async () => {
    const player = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    const video = await readyClip(player, 'Clip to delete');
    const rated = await agent.client.post('/api/rate-video', { videoId: video.id, viewerId: agent.id, rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    const average = () => agent.client.get(`/api/player-average-rating/${player.id}`);
    expect((await average()).json()).toMatchObject({ ratingCount: 1 });
    const keys = await storedKeys(video.id);
    expect(keys).toHaveLength(2);

    const deleted = await player.client.delete(`/api/videos/${video.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: video.id, message: englishOf(VIDEO_UPLOAD_MESSAGES.deleted) });
    expect(await t.db.select().from(videos).where(eq(videos.id, video.id))).toEqual([]);
    for (const key of keys) await expect(t.app.storage.get(key)).rejects.toThrow();
    expect((await average()).json()).toMatchObject({ ratingCount: 0 });
    expect((await player.client.get(`/api/videos/${video.id}`)).statusCode).toBe(404);
    expect((await player.client.delete(`/api/videos/${video.id}`)).statusCode).toBe(404);
  }, 60_000);

  it('refuses another player (403), other roles (403) and anonymous callers (401), and keeps the clip', async () => {
    const owner = await createMember(t.app, 'Player');
    const video = await readyClip(owner);
    const other = await createMember(t.app, 'Player');
    expect((await other.client.delete(`/api/videos/${video.id}`)).statusCode).toBe(403);
    for (const role of ['Scout', 'Club'] as const) {
      expect((await (await createMember(t.app, role)).client.delete(`/api/videos/${video.id}`)).statusCode).toBe(403);
    }
    expect((await (await createVerifiedAgent(t.app)).client.delete(`/api/videos/${video.id}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).delete(`/api/videos/${video.id}`)).statusCode).toBe(401);
    expect((await owner.client.get(`/api/videos/${video.id}`)).json().status).toBe('Ready');
  }, 60_000);

  it('lets an admin delete for the owner, on the audit log', async () => {
    const owner = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    const video = await readyClip(owner, 'Reported clip');
    expect((await admin.client.delete(`/api/videos/${video.id}`)).statusCode).toBe(200);
    const audit = await admin.client.get('/api/admin/audit-log');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('video.deleted');
  }, 60_000);

  it('deletes a clip still processing, and the job then leaves nothing behind', async () => {
    const player = await createMember(t.app, 'Player');
    const answer = await upload(player, clip);
    expect(answer.statusCode, answer.body).toBe(202);
    expect((await player.client.delete(`/api/videos/${answer.json().id}`)).statusCode).toBe(200);
    await t.app.jobsSettled();
    expect(await t.db.select().from(videos).where(eq(videos.playerId, player.id))).toEqual([]);
  }, 60_000);

  it('answers 409 for a YouTube video: the next sync would bring it back, so it is hidden instead', async () => {
    const player = await createMember(t.app, 'Player');
    const [video] = await t.db
      .insert(videos)
      .values({
        playerId: player.id,
        source: 'youtube',
        youtubeVideoId: 'yt-del-1',
        title: 'Synced',
        thumbnailUrl: 'https://i.ytimg.com/vi/yt-del-1/hqdefault.jpg',
      })
      .returning({ id: videos.id });
    const refused = await player.client.delete(`/api/videos/${video?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(englishOf(VIDEO_UPLOAD_MESSAGES.onlyUploadedDeleted));
  });
});

describe("the day's upload bytes", () => {
  /** A day's allowance of one and a half sample clips: one clip fits, a second one does not. */
  let daily: TestApp;
  beforeAll(async () => {
    daily = await buildTestApp({}, { writeLimits: { byteOverrides: { daily: Math.floor(clip.length * 1.5) } } });
  }, 60_000);
  afterAll(async () => daily?.close());

  const dailyBytesRefusal = { error: englishOf(VIDEO_UPLOAD_MESSAGES.dailyBytes), code: 'PAYLOAD_TOO_LARGE' };

  it('lets only one of two uploads sent at once through when together they pass the allowance', async () => {
    const player = await createMember(daily.app, 'Player');
    const answers = await Promise.all([
      upload(player, clip, 'a.mp4', 'First'),
      upload(player, clip, 'b.mp4', 'Second'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)?.json()).toEqual(dailyBytesRefusal);
    await daily.app.jobsSettled();
    expect(await daily.db.select().from(videos).where(eq(videos.uploaderId, player.id))).toHaveLength(1);
  }, 60_000);

  it('still counts a clip deleted today: deleting it gives no bytes back for the day', async () => {
    const player = await createMember(daily.app, 'Player');
    const first = await upload(player, clip);
    expect(first.statusCode, first.body).toBe(202);
    await daily.app.jobsSettled();
    expect((await player.client.delete(`/api/videos/${first.json().id}`)).statusCode).toBe(200);
    const again = await upload(player, clip);
    expect(again.statusCode, again.body).toBe(413);
    expect(again.json()).toEqual(dailyBytesRefusal);
  }, 60_000);
});

describe('an upload finishing after the account was deleted', () => {
  it('is refused with 401 and nothing is kept under the deleted account', async () => {
    const player = await createMember(t.app, 'Player');
    const storage = t.app.storage;
    const putFile = storage.putFile;
    let stored = '';
    // The member deletes the account while the clip is being stored: after the guards, before the row.
    storage.putFile = async (key, filePath, size) => {
      stored = key;
      const deleted = await player.client.post('/api/account/delete', { password: STRONG_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await putFile.call(storage, key, filePath, size);
    };
    try {
      const answer = await upload(player, clip);
      expect(answer.statusCode, answer.body).toBe(401);
    } finally {
      storage.putFile = putFile;
    }
    expect(await t.db.select().from(videos).where(eq(videos.uploaderId, player.id))).toEqual([]);
    await expect(storage.get(stored)).rejects.toThrow();
  }, 60_000);
});
