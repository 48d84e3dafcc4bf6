import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@scouting/contract/messages';
import { IMAGE_UPLOAD_PATHS } from '@scouting/contract/profile-images';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { jpegWithExif, multipart, pdf, png } from '../../../test/sample-files.ts';
import { TestClient as AnonymousClient, buildTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { files } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function upload(client: TestClient, url: string, image: Buffer | null, fields: Record<string, string> = {}) {
  const form = multipart(fields, image ? { image: { filename: 'me.png', data: image, type: 'image/png' } } : {});
  return client.request({ method: 'POST', url, ...form });
}

async function fileOf(imageUrl: string) {
  const id = imageUrl.replace('/api/files/', '');
  const [row] = await t.db.select().from(files).where(eq(files.id, id));
  return row;
}

function storedBytesExist(storageKey: string) {
  return existsSync(path.join(t.app.config.dataDir, 'uploads', storageKey));
}

describe('POST the four image uploads', () => {
  it('sets a player photo that the details show at once, re-encoded and bounded to 512 px', async () => {
    const player = await createMember(t.app, 'Player');
    const response = await upload(player.client, IMAGE_UPLOAD_PATHS.Player.profile, await png(1200, 800), {
      userId: String(player.id),
    });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const details = (await player.client.get(`/api/player-details/${player.id}`)).json();
    expect(details).toMatchObject({ profileImageUrl: imageUrl, displayImageUrl: null });
    // The header's photo comes with the session.
    expect((await player.client.get('/api/me')).json().member.profileImageUrl).toBe(imageUrl);
    expect((await player.client.get('/api/session')).json().member.profileImageUrl).toBe(imageUrl);

    const served = await player.client.get(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 341]);
    // Other members see profile pictures too: they are public within the network.
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(imageUrl)).statusCode).toBe(200);
  });

  it('strips the metadata of a camera photo and keeps a display image up to 1920 px', async () => {
    const agent = await createMember(t.app, 'Agent');
    const exif = await upload(agent.client, IMAGE_UPLOAD_PATHS.Agent.display, await jpegWithExif());
    expect(exif.statusCode).toBe(200);
    const stored = await agent.client.get(exif.json().imageUrl);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);

    const wide = await upload(agent.client, IMAGE_UPLOAD_PATHS.Agent.display, await png(2400, 600));
    const meta = await sharp((await agent.client.get(wide.json().imageUrl)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 480]);
    expect((await agent.client.get(`/api/agent-details/${agent.id}`)).json()).toMatchObject({
      displayImageUrl: wide.json().imageUrl,
      profileImageUrl: null,
    });
  });

  it('replaces the previous picture: its row and bytes are gone, the other slot is kept', async () => {
    const agent = await createMember(t.app, 'Agent');
    const first = (await upload(agent.client, IMAGE_UPLOAD_PATHS.Agent.profile, await png())).json().imageUrl;
    const display = (await upload(agent.client, IMAGE_UPLOAD_PATHS.Agent.display, await png())).json().imageUrl;
    const firstRow = await fileOf(first);
    expect(firstRow && storedBytesExist(firstRow.storageKey)).toBe(true);

    const second = (await upload(agent.client, IMAGE_UPLOAD_PATHS.Agent.profile, await png(40, 40))).json().imageUrl;
    expect(second).not.toBe(first);
    expect(await fileOf(first)).toBeUndefined();
    expect(storedBytesExist(firstRow?.storageKey ?? '')).toBe(false);
    expect((await agent.client.get(first)).statusCode).toBe(404);
    expect((await agent.client.get(`/api/agent-details/${agent.id}`)).json()).toMatchObject({
      profileImageUrl: second,
      displayImageUrl: display,
    });
  });

  it("refuses a missing image, a PDF named .png and an image over 5 MB with 'why' messages, and keeps the old picture", async () => {
    const player = await createMember(t.app, 'Player');
    const kept = (await upload(player.client, IMAGE_UPLOAD_PATHS.Player.display, await png())).json().imageUrl;

    const missing = await upload(player.client, IMAGE_UPLOAD_PATHS.Player.display, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: englishOf(MESSAGES.imageRequired),
      fields: { image: englishOf(MESSAGES.imageRequired) },
    });

    const disguised = await upload(player.client, IMAGE_UPLOAD_PATHS.Player.display, pdf());
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error).toBe(englishOf(MESSAGES.imageTypeNotAccepted));

    // Random bytes do not compress: a PNG of this size is well over 5 MB.
    const big = await sharp(
      Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1400, height: 1400, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooLarge = await upload(player.client, IMAGE_UPLOAD_PATHS.Player.display, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe(englishOf(MESSAGES.imageTooLarge));

    expect((await player.client.get(`/api/player-details/${player.id}`)).json().displayImageUrl).toBe(kept);
    const rows = await t.db.select().from(files).where(eq(files.ownerId, player.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 anonymous, 403 for another member, 403 for the wrong role, and lets an admin set a picture', async () => {
    const player = await createMember(t.app, 'Player');
    const image = await png();
    const anonymous = await upload(new AnonymousClient(t.app), IMAGE_UPLOAD_PATHS.Player.profile, image);
    expect(anonymous.statusCode).toBe(401);

    const other = await createMember(t.app, 'Player');
    const forOther = await upload(other.client, IMAGE_UPLOAD_PATHS.Player.profile, image, {
      userId: String(player.id),
    });
    expect(forOther.statusCode).toBe(403);

    // A player calling the agent upload, and an agent calling the player upload.
    const wrongRole = await upload(player.client, IMAGE_UPLOAD_PATHS.Agent.profile, image);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    const agent = await createMember(t.app, 'Agent');
    expect((await upload(agent.client, IMAGE_UPLOAD_PATHS.Player.display, image)).statusCode).toBe(403);
    const scout = await createMember(t.app, 'Scout');
    expect((await upload(scout.client, IMAGE_UPLOAD_PATHS.Player.profile, image)).statusCode).toBe(403);

    const admin = await createAdmin(t.app);
    const byAdmin = await upload(admin.client, IMAGE_UPLOAD_PATHS.Player.profile, image, { userId: String(player.id) });
    expect(byAdmin.statusCode).toBe(200);
    expect((await fileOf(byAdmin.json().imageUrl))?.ownerId).toBe(player.id);
    // An admin naming a member of the other role is told there is no such player.
    const notAPlayer = await upload(admin.client, IMAGE_UPLOAD_PATHS.Player.profile, image, {
      userId: String(agent.id),
    });
    expect(notAPlayer.statusCode).toBe(404);
    // An admin without a userId has no player profile of their own.
    expect((await upload(admin.client, IMAGE_UPLOAD_PATHS.Player.profile, image)).statusCode).toBe(404);
    const badId = await upload(player.client, IMAGE_UPLOAD_PATHS.Player.profile, image, { userId: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('userId');
  });
});
