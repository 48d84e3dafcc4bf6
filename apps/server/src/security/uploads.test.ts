import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MESSAGES } from '@scouting/contract/messages';
import type { TTransfermarktApplication } from '@scouting/contract/schemas/transfermarkt';
import { englishOf } from '@scouting/contract/sentences';
import { translateServerMessage } from '@scouting/contract/server-messages';
import { filesTooLargeMessage } from '@scouting/contract/uploads';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../test/factories.ts';
import { clubHistoryFields } from '../../test/form-fields.ts';
import { jpegWithExif, multipart, pdf, png } from '../../test/sample-files.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../test/test-app.ts';
import { applications, files, opportunities, transfermarktApplications } from '../db/schema/index.ts';

/**
 * Over HTTP (docs/architecture.md#files): upload limits enforced while the body streams, multipart only on
 * upload routes, one waiting Transfermarkt application, documents not cached, image documents
 * without metadata, Transfermarkt links checked, club photos kept with their clubs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

const MB = 1024 * 1024;

async function storedUploads(): Promise<number> {
  const root = path.join(t.app.config.dataDir, 'uploads');
  const kinds = await readdir(root).catch(() => [] as string[]);
  let total = 0;
  for (const kind of kinds) total += (await readdir(path.join(root, kind)).catch(() => [])).length;
  return total;
}

async function fileRows(ownerId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId));
  return row?.n ?? 0;
}

async function postOpportunity(agent: { client: TestClient }): Promise<number> {
  return (await agent.client.post('/api/opportunities', { description: 'Trial day' })).json().id;
}

async function applyTransfermarkt(
  client: TestClient,
  playerId: number,
  fields: Record<string, string> = {},
  extraFiles: Record<string, { filename: string; data: Buffer }> = {},
) {
  const form = multipart(
    {
      playerId: String(playerId),
      emailAddress: 'me@example.com',
      leagueName: 'Segunda Federación',
      introduction: 'I am a striker.',
      ...clubHistoryFields(0),
      ...fields,
    },
    {
      governmentId: { filename: 'id.pdf', data: pdf() },
      leagueIdCard: { filename: 'league.png', data: await png() },
      ...extraFiles,
    },
  );
  return client.request({ method: 'POST', url: '/api/apply-transfermarkt', ...form });
}

/** An agent-verification request with only the required fields and the given documents. */
function requestVerification(
  agent: { id: number; client: TestClient },
  licenseNumber: string,
  documents: Record<string, { filename: string; data: Buffer }>,
) {
  const form = multipart(
    { agentId: String(agent.id), fullName: 'Ana Agent', licenseNumber, issuingBody: 'FIFA', agreedToTerms: 'true' },
    documents,
  );
  return agent.client.request({ method: 'POST', url: '/api/request-agent-verification', ...form });
}

async function listAsAdmin(admin: { client: TestClient }): Promise<TTransfermarktApplication[]> {
  const response = await admin.client.get('/api/transfermarkt-applications?limit=100');
  expect(response.statusCode).toBe(200);
  return response.json().applications;
}

describe('upload limits', () => {
  it('refuses a CV one byte over 10 MB with 413 and the size in words, and stores nothing', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await postOpportunity(agent);
    const before = await storedUploads();
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * MB + 1 - pdf().length)]);
    const form = multipart(
      { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hi' },
      { cv: { filename: 'cv.pdf', data: big } },
    );
    const response = await player.client.request({ method: 'POST', url: '/api/apply', ...form });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The file is too large: at most 10 MB.',
    });
    expect(await fileRows(player.id)).toBe(0);
    expect(await t.db.select().from(applications).where(eq(applications.playerId, player.id))).toHaveLength(0);
    expect(await storedUploads()).toBe(before);
  });

  it('refuses more files than the route takes (413), even small ones', async () => {
    const player = await createMember(t.app, 'Player');
    const photos: Record<string, { filename: string; data: Buffer }> = {};
    const clubs: Record<string, string> = {};
    // 3 documents + 10 club photos is the most: the two required documents and 12 club photos are 14.
    for (let i = 0; i < 12; i++) {
      Object.assign(clubs, clubHistoryFields(i));
      photos[`clubHistory[${i}][clubPhoto]`] = { filename: `c${i}.png`, data: await png(8, 8) };
    }
    const before = await storedUploads();
    const response = await applyTransfermarkt(player.client, player.id, clubs, photos);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: englishOf(MESSAGES.tooManyFormParts) });
    expect(await fileRows(player.id)).toBe(0);
    expect(await storedUploads()).toBe(before);
  });

  it('refuses files that are each within their size but over the form’s total (413)', async () => {
    const player = await createMember(t.app, 'Player');
    const clubs: Record<string, string> = {};
    const photos: Record<string, { filename: string; data: Buffer }> = {};
    // 10 + 10 MB of documents, then 5 MB photos: the sixth file passes the 40 MB of the form.
    for (let i = 0; i < 4; i++) {
      Object.assign(clubs, clubHistoryFields(i));
      photos[`clubHistory[${i}][clubPhoto]`] = { filename: `c${i}.png`, data: Buffer.alloc(5 * MB) };
    }
    const form = multipart(
      { playerId: String(player.id), emailAddress: 'me@example.com', leagueName: 'L', introduction: 'Hi', ...clubs },
      {
        governmentId: { filename: 'id.pdf', data: Buffer.alloc(10 * MB) },
        leagueIdCard: { filename: 'league.pdf', data: Buffer.alloc(10 * MB) },
        photo: { filename: 'me.png', data: Buffer.alloc(5 * MB) },
        ...photos,
      },
    );
    const before = await storedUploads();
    const response = await player.client.request({ method: 'POST', url: '/api/apply-transfermarkt', ...form });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: filesTooLargeMessage(40 * MB) });
    expect(await fileRows(player.id)).toBe(0);
    expect(await storedUploads()).toBe(before);
  });

  it('stops reading a 200 MB body at the limit: 413, nothing written, and memory stays bounded', async () => {
    // The bound: the process's resident memory may grow by at most 64 MB while a 200 MB file is
    // sent to /api/apply (whose CV limit is 10 MB). Reading the body whole would grow it by
    // 200 MB or more; reading it as it streams holds at most the 10 MB limit and a few chunks.
    const RSS_GROWTH_BOUND = 64 * MB;
    const BODY_BYTES = 200 * MB;
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await postOpportunity(agent);
    const before = await storedUploads();

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));

    const boundary = '----scoutingflood';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="playerId"\r\n\r\n${player.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="opportunityId"\r\n\r\n${opportunityId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="introduction"\r\n\r\nHi\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(MB, 0x41); // one reused chunk: the sender holds 1 MB, not 200

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);

    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/apply',
      headers: {
        origin: TEST_ORIGIN,
        cookie: player.client.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + BODY_BYTES + tail.length),
      },
    });
    let answered = false;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
        res.on('error', reject);
      });
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
    });
    request.write(head);
    let sent = 0;
    while (sent < BODY_BYTES && !answered && !request.destroyed) {
      sent += chunk.length;
      if (!request.write(chunk)) await Promise.race([once(request, 'drain'), once(request, 'close'), response]);
    }
    if (!answered && !request.destroyed) request.end(tail);
    const { status, body } = await response;
    request.destroy();
    t.app.server.closeAllConnections();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(status).toBe(413);
    expect(sent).toBeGreaterThan(10 * MB); // the body did go past the limit before the answer
    expect(JSON.parse(body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The file is too large: at most 10 MB.',
    });
    expect(peak - baseline).toBeLessThan(RSS_GROWTH_BOUND);
    expect(await fileRows(player.id)).toBe(0);
    expect(await t.db.select().from(applications).where(eq(applications.playerId, player.id))).toHaveLength(0);
    expect(await storedUploads()).toBe(before);
  }, 120_000);
});

describe('multipart only where a route takes files', () => {
  it('answers 415 to a multipart body on a JSON route and changes nothing', async () => {
    const agent = await createMember(t.app, 'Agent');
    const form = multipart({ description: 'Forged trial' }, {});
    const response = await agent.client.request({ method: 'POST', url: '/api/opportunities', ...form });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: englishOf(MESSAGES.multipartNotAccepted),
    });
    const inSpanish = await agent.client.request({
      method: 'POST',
      url: '/api/opportunities',
      ...form,
      headers: { ...form.headers, 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode).toBe(415);
    expect(inSpanish.json().error).toBe(translateServerMessage(MESSAGES.multipartNotAccepted, 'es'));
    expect(inSpanish.json().error).not.toBe(englishOf(MESSAGES.multipartNotAccepted));
    expect(await t.db.select().from(opportunities).where(eq(opportunities.postedBy, agent.id))).toHaveLength(0);
    // The same body is fine where files are taken (here: refused for its missing fields, not its type).
    const upload = await agent.client.request({ method: 'POST', url: '/api/request-agent-verification', ...form });
    expect(upload.statusCode).toBe(400);
  });
});

describe('one waiting Transfermarkt application per player', () => {
  it('refuses a second while the first waits (409, nothing stored), and allows one after a review', async () => {
    const player = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    expect((await applyTransfermarkt(player.client, player.id)).statusCode).toBe(201);
    const filesAfterFirst = await fileRows(player.id);
    const uploadsAfterFirst = await storedUploads();

    const second = await applyTransfermarkt(player.client, player.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', error: englishOf(MESSAGES.transfermarktAlreadyPending) });
    expect(await fileRows(player.id)).toBe(filesAfterFirst);
    expect(await storedUploads()).toBe(uploadsAfterFirst);

    const [first] = (await listAsAdmin(admin)).filter((application) => application.playerId === player.id);
    const rejected = await admin.client.put(`/api/reject-transfermarkt-application/${first?.id}`, {
      rejectionReason: 'Blurry ID',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await applyTransfermarkt(player.client, player.id)).statusCode).toBe(201);
  });

  it('is held by the database too: a second waiting row is refused by the unique index', async () => {
    const player = await createMember(t.app, 'Player');
    expect((await applyTransfermarkt(player.client, player.id)).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(transfermarktApplications)
      .where(and(eq(transfermarktApplications.playerId, player.id), eq(transfermarktApplications.status, 'submitted')));
    if (!row) throw new Error('no application');
    const { id: _id, createdAt: _createdAt, ...copy } = row;
    await expect(t.db.insert(transfermarktApplications).values(copy)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });
});

describe('documents', () => {
  it('serves documents with no-store and lets profile pictures keep their caching', async () => {
    const agent = await createMember(t.app, 'Agent');
    const submitted = await requestVerification(agent, 'L-1', {
      licenseFile: { filename: 'licence.pdf', data: pdf() },
      idFile: { filename: 'id.png', data: await png() },
    });
    expect(submitted.statusCode).toBe(201);
    const documents = await t.db.select().from(files).where(eq(files.ownerId, agent.id));
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      const response = await agent.client.get(`/api/files/${document.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }

    const photo = multipart({}, { image: { filename: 'me.png', data: await png() } });
    const uploaded = await agent.client.request({ method: 'POST', url: '/api/upload-agent-profile-image', ...photo });
    expect(uploaded.statusCode).toBe(200);
    const picture = await agent.client.get(uploaded.json().imageUrl);
    expect(picture.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('re-encodes image documents without their EXIF, keeping their format', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const agent = await createMember(t.app, 'Agent');
    const submitted = await requestVerification(agent, 'L-2', {
      licenseFile: { filename: 'licence.jpg', data: original },
      idFile: { filename: 'id.jpg', data: original },
    });
    expect(submitted.statusCode).toBe(201);
    const player = await createMember(t.app, 'Player');
    expect(
      (
        await applyTransfermarkt(
          player.client,
          player.id,
          {},
          { governmentId: { filename: 'gov.jpg', data: original } },
        )
      ).statusCode,
    ).toBe(201);

    const stored = [
      ...(await t.db.select().from(files).where(eq(files.ownerId, agent.id))),
      ...(await t.db
        .select()
        .from(files)
        .where(and(eq(files.ownerId, player.id), eq(files.kind, 'tm_government_id')))),
    ];
    expect(stored).toHaveLength(3);
    for (const file of stored) {
      const owner = file.ownerId === agent.id ? agent : player;
      const response = await owner.client.get(`/api/files/${file.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(response.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
      expect(response.rawPayload.includes(Buffer.from('GPS 40.4168'))).toBe(false);
    }
  });
});

describe('the Transfermarkt form', () => {
  it('refuses links that are not http(s) addresses, on the application and on a club (400)', async () => {
    const player = await createMember(t.app, 'Player');
    const cases: [Record<string, string>, string][] = [
      [{ youtubeLink: 'javascript:alert(1)' }, 'youtubeLink'],
      [{ profileLink: 'not a link' }, 'profileLink'],
      [{ clubWebsite: 'ftp://club.example' }, 'clubWebsite'],
      [clubHistoryFields(0, { clubWebsite: 'data:text/html,hi' }), 'clubHistory.0.clubWebsite'],
    ];
    for (const [fields, field] of cases) {
      const response = await applyTransfermarkt(player.client, player.id, fields);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field]).toBe(englishOf(MESSAGES.enterValidLink));
    }
    expect(await fileRows(player.id)).toBe(0);
    const fine = await applyTransfermarkt(player.client, player.id, {
      youtubeLink: 'https://www.youtube.com/@me',
      profileLink: 'http://www.transfermarkt.com/me',
    });
    expect(fine.statusCode).toBe(201);
  });

  it('keeps a club photo with the club sent under its index, whatever the gaps', async () => {
    const player = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    const response = await applyTransfermarkt(
      player.client,
      player.id,
      { ...clubHistoryFields(0, { club: 'First' }), ...clubHistoryFields(2, { club: 'Third' }) },
      { 'clubHistory[2][clubPhoto]': { filename: 'third.png', data: await png() } },
    );
    expect(response.statusCode).toBe(201);
    const [application] = (await listAsAdmin(admin)).filter((a) => a.playerId === player.id);
    expect(application?.clubHistory.map((c) => [c.clubName, c.clubPhotoUrl !== null])).toEqual([
      ['First', false],
      ['Third', true],
    ]);
  });

  it('refuses a club photo sent under an index no club has (400)', async () => {
    const player = await createMember(t.app, 'Player');
    const response = await applyTransfermarkt(
      player.client,
      player.id,
      {},
      { 'clubHistory[5][clubPhoto]': { filename: 'orphan.png', data: await png() } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['clubHistory[5][clubPhoto]']).toBeDefined();
    expect(await fileRows(player.id)).toBe(0);
  });
});
