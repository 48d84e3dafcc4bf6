import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { englishOf } from '@scouting/contract/sentences';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { jpegWithExif, pdf, png } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { updateMembers } from '../../auth/member-writes.ts';
import { applications } from '../../db/schema/index.ts';
import { storeFile } from '../../platform/uploads/store-file.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('storeFile', () => {
  it('re-encodes images without their metadata', async () => {
    const player = await createMember(t.app, 'Player');
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await storeFile(t.db, t.app.storage, player.id, 'profile_image', {
      filename: 'me.jpg',
      data: original,
    });
    expect(stored.contentType).toBe('image/webp');
    const response = await player.client.get(`/api/files/${stored.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('decides the type by content: a PNG named .pdf is refused as a CV (415)', async () => {
    const player = await createMember(t.app, 'Player');
    const spoofed = storeFile(t.db, t.app.storage, player.id, 'cv', { filename: 'cv.pdf', data: await png() });
    await expect(spoofed).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
    const realPdf = await storeFile(t.db, t.app.storage, player.id, 'cv', { filename: 'cv.pdf', data: pdf() });
    expect(realPdf.contentType).toBe('application/pdf');
  });

  it('refuses files over the size of their kind (413) and empty ones', async () => {
    const player = await createMember(t.app, 'Player');
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(
      storeFile(t.db, t.app.storage, player.id, 'cv', { filename: 'big.pdf', data: big }),
    ).rejects.toMatchObject({
      status: 413,
    });
    await expect(
      storeFile(t.db, t.app.storage, player.id, 'cv', { filename: 'empty.pdf', data: Buffer.alloc(0) }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('GET /api/files/:id', () => {
  it('serves documents as attachments with nosniff, to the owner and admins only', async () => {
    const agent = await createMember(t.app, 'Agent');
    const licence = await storeFile(t.db, t.app.storage, agent.id, 'license', { filename: 'licence.pdf', data: pdf() });
    const own = await agent.client.get(`/api/files/${licence.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe("attachment; filename*=UTF-8''licence.pdf");
    const other = await createMember(t.app, 'Agent');
    expect((await other.client.get(`/api/files/${licence.id}`)).statusCode).toBe(404);
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/files/${licence.id}`)).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(`/api/files/${licence.id}`)).statusCode).toBe(401);
  });

  it('lets any member see profile pictures, and the opportunity’s agent read a CV sent to it', async () => {
    const player = await createMember(t.app, 'Player');
    const photo = await storeFile(t.db, t.app.storage, player.id, 'display_image', {
      filename: 'p.png',
      data: await png(),
    });
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get(`/api/files/${photo.id}`)).statusCode).toBe(200);

    const agent = await createMember(t.app, 'Agent');
    const { id: opportunityId } = (await agent.client.post('/api/opportunities', { description: 'Trial' })).json();
    const cv = await storeFile(t.db, t.app.storage, player.id, 'cv', { filename: 'cv.pdf', data: pdf() });
    const otherAgent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(`/api/files/${cv.id}`)).statusCode).toBe(404);
    await t.db.insert(applications).values({ opportunityId, playerId: player.id, introduction: 'Hi', cvFileId: cv.id });
    expect((await agent.client.get(`/api/files/${cv.id}`)).statusCode).toBe(200);
    expect((await otherAgent.client.get(`/api/files/${cv.id}`)).statusCode).toBe(404);
    expect((await player.client.get(`/api/files/${cv.id}`)).statusCode).toBe(200);
  });

  it.each([
    ['suspended', { suspendedAt: new Date() }],
    ['hidden by an admin', { profileHiddenAt: new Date() }],
  ] as const)('serves the pictures of a %s member only to them and to admins', async (_state, change) => {
    for (const role of ['Player', 'Agent'] as const) {
      const owner = await createMember(t.app, role);
      const pictures = [
        await storeFile(t.db, t.app.storage, owner.id, 'profile_image', { filename: 'p.png', data: await png() }),
        await storeFile(t.db, t.app.storage, owner.id, 'display_image', { filename: 'd.png', data: await png() }),
      ];
      const scout = await createMember(t.app, 'Scout');
      const admin = await createAdmin(t.app);
      for (const picture of pictures) expect((await scout.client.get(`/api/files/${picture.id}`)).statusCode).toBe(200);

      await updateMembers(t.db, owner.id, change);
      for (const picture of pictures) {
        const url = `/api/files/${picture.id}`;
        const refused = await scout.client.get(url);
        expect(refused.statusCode, `${role} ${url}`).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', error: englishOf(REFUSAL_MESSAGES.fileNotFound) });
        expect((await admin.client.get(url)).statusCode).toBe(200);
        // The member still sees their own (a suspended one cannot sign in to ask, a hidden one can).
        if (!('suspendedAt' in change)) expect((await owner.client.get(url)).statusCode).toBe(200);
      }
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get('/api/files/not-a-uuid')).statusCode).toBe(400);
    expect((await player.client.get('/api/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
