import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { agentVerificationFields } from '../../../test/form-fields.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { agentVerificationRequests, files, notifications } from '../../db/schema/index.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

type Files = Record<string, { filename: string; data: Buffer; type?: string }>;

async function verificationForm(agentId: number, fields: Record<string, string> = {}, withFiles?: Files) {
  return multipart(
    { ...agentVerificationFields(agentId), ...fields },
    withFiles ?? {
      licenseFile: { filename: 'licence.pdf', data: pdf() },
      idFile: { filename: 'passport.png', data: await png() },
    },
  );
}

async function requestVerification(client: TestClient, agentId: number, fields?: Record<string, string>, f?: Files) {
  const form = await verificationForm(agentId, fields, f);
  return client.request({ method: 'POST', url: '/api/request-agent-verification', ...form });
}

async function status(agent: { client: TestClient; id: number }) {
  const details = (await agent.client.get(`/api/agent-details/${agent.id}`)).json();
  return { status: details.verificationStatus, allow: details.allowResubmission, reason: details.rejectionReason };
}

async function requestsOf(agentId: number) {
  const list = (await admin.client.get('/api/admin/agent-verifications?limit=100')).json();
  return list.requests.filter((r: { agentId: number }) => r.agentId === agentId);
}

const review = (id: number, body: Record<string, unknown>) =>
  admin.client.put(`/api/admin/agent-verifications/${id}`, body);

/** The licence bytes in storage: a refused request must not leave its first document behind. */
function storedLicences(): string[] {
  const dir = path.join(t.app.config.dataDir, 'uploads', 'license');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function filesOf(ownerId: number) {
  return t.db.select().from(files).where(eq(files.ownerId, ownerId));
}

describe('POST /api/request-agent-verification', () => {
  it('stores the request with its documents and makes the agent pending', async () => {
    const agent = await createMember(t.app, 'Agent');
    expect(await status(agent)).toMatchObject({ status: 'not_requested' });
    const response = await requestVerification(agent.client, agent.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      verificationStatus: 'pending',
      message: englishOf(MESSAGES.verificationSubmitted),
    });
    expect(await status(agent)).toMatchObject({ status: 'pending', allow: false });
    const [request] = await requestsOf(agent.id);
    expect(request).toMatchObject({
      id: response.json().id,
      fullName: 'Ana Agent',
      licenseNumber: 'FIFA-123',
      issuingBody: 'FIFA',
      agencyName: 'Top Agency',
      agencyWebsite: 'https://top.example',
      agreedToTerms: true,
      reviewed: false,
      approved: null,
      rejectionReason: null,
      allowResubmission: false,
      agentProfileUrl: `/agent-profile/${agent.id}`,
      verificationStatus: 'pending',
      isLatest: true,
    });
    expect(request.licenseFileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await filesOf(agent.id)).map((f) => f.kind).sort()).toEqual(['id_document', 'license']);
  });

  it('serves the documents to the agent and admins only, as attachments with nosniff', async () => {
    const agent = await createMember(t.app, 'Agent');
    await requestVerification(agent.client, agent.id);
    const [request] = await requestsOf(agent.id);
    for (const url of [request.licenseFileUrl, request.idFileUrl]) {
      for (const client of [agent.client, admin.client]) {
        const response = await client.get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      }
    }
    // The PNG ID is stored as sent (a document is not re-encoded) but still not shown inline.
    expect((await agent.client.get(request.idFileUrl)).headers['content-type']).toBe('image/png');
    const other = await createMember(t.app, 'Agent');
    expect((await other.client.get(request.licenseFileUrl)).statusCode).toBe(404);
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get(request.idFileUrl)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(request.idFileUrl)).statusCode).toBe(401);
  });

  it('names each missing field and file, and requires the agreement (400), storing nothing', async () => {
    const agent = await createMember(t.app, 'Agent');
    const missing = await requestVerification(agent.client, agent.id, { fullName: ' ', licenseNumber: '' }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      fullName: englishOf(MESSAGES.fieldRequired),
      licenseNumber: englishOf(MESSAGES.fieldRequired),
      licenseFile: englishOf(MESSAGES.verificationLicenseFileRequired),
      idFile: englishOf(MESSAGES.verificationIdFileRequired),
    });
    const noTerms = await requestVerification(agent.client, agent.id, { agreedToTerms: 'false' });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({
      error: englishOf(MESSAGES.verificationTermsRequired),
      fields: { agreedToTerms: englishOf(MESSAGES.verificationTermsRequired) },
    });
    const badSite = await requestVerification(agent.client, agent.id, { agencyWebsite: 'ftp://x.example' });
    expect(badSite.json().fields).toEqual({ agencyWebsite: englishOf(MESSAGES.invalidUrl) });
    // The agency fields are optional.
    const optional = await requestVerification(agent.client, agent.id, { agencyName: '', agencyWebsite: '' });
    expect(optional.statusCode).toBe(201);
    const [request] = await requestsOf(agent.id);
    expect(request).toMatchObject({ agencyName: null, agencyWebsite: null });
    expect(await filesOf(agent.id)).toHaveLength(2);
  });

  it('refuses a spoofed file (415) and an oversized one (413) without leaving files behind', async () => {
    const agent = await createMember(t.app, 'Agent');
    const before = storedLicences();
    const spoofed = await requestVerification(
      agent.client,
      agent.id,
      {},
      {
        licenseFile: { filename: 'licence.pdf', data: pdf() },
        idFile: {
          filename: 'passport.png',
          data: Buffer.from('just some text pretending to be a picture'),
          type: 'image/png',
        },
      },
    );
    expect(spoofed.statusCode).toBe(415);
    const big = await requestVerification(
      agent.client,
      agent.id,
      {},
      {
        licenseFile: { filename: 'licence.pdf', data: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]) },
        idFile: { filename: 'passport.png', data: await png() },
      },
    );
    expect(big.statusCode).toBe(413);
    expect(await filesOf(agent.id)).toEqual([]);
    expect(storedLicences()).toEqual(before);
    expect(await status(agent)).toMatchObject({ status: 'not_requested' });
    expect(await requestsOf(agent.id)).toEqual([]);
  });

  it('answers 401 anonymous, 403 for another agent id and 403 for other roles', async () => {
    const agent = await createMember(t.app, 'Agent');
    expect((await requestVerification(new TestClient(t.app), agent.id)).statusCode).toBe(401);
    const other = await createMember(t.app, 'Agent');
    const forged = await requestVerification(other.client, agent.id);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('FORBIDDEN');
    const player = await createMember(t.app, 'Player');
    const wrongRole = await requestVerification(player.client, player.id);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    expect((await requestVerification(admin.client, agent.id)).json().code).toBe('WRONG_ROLE');
    expect(await filesOf(other.id)).toEqual([]);
  });
});

describe('verification transitions', () => {
  it('not_requested → pending → verified, then refuses another request', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = (await requestVerification(agent.client, agent.id)).json();
    const second = await requestVerification(agent.client, agent.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(englishOf(MESSAGES.verificationAlreadyPending));
    const approved = await review(id, { reviewed: true, approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ reviewed: true, approved: true, verificationStatus: 'verified' });
    const details = (await agent.client.get(`/api/agent-details/${agent.id}`)).json();
    expect(details).toMatchObject({ verificationStatus: 'verified', isVerified: true });
    const again = await requestVerification(agent.client, agent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.verificationAlreadyVerified));
    expect((await review(id, { reviewed: true, approved: false })).statusCode).toBe(409);
    expect((await review(id, { allowResubmission: true })).statusCode).toBe(409);
    expect(await filesOf(agent.id)).toHaveLength(2);
    const notes = await t.db.select().from(notifications).where(eq(notifications.memberId, agent.id));
    expect(notes.filter((n) => n.type === 'verification_decided')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('approved'), link: `/agent-profile/${agent.id}` }),
    ]);
  });

  it('pending → denied (no resubmission) refuses a new request; allowing it reopens: pending → verified', async () => {
    const agent = await createMember(t.app, 'Agent');
    const first = (await requestVerification(agent.client, agent.id)).json();
    const rejected = await review(first.id, { reviewed: true, approved: false, rejectionReason: 'Licence expired' });
    expect(rejected.json()).toMatchObject({
      approved: false,
      rejectionReason: 'Licence expired',
      allowResubmission: false,
      verificationStatus: 'denied',
    });
    expect(await status(agent)).toEqual({ status: 'denied', allow: false, reason: 'Licence expired' });
    const refused = await requestVerification(agent.client, agent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(englishOf(MESSAGES.verificationResubmissionNotAllowed));
    expect(await filesOf(agent.id)).toHaveLength(2);

    const toggled = await review(first.id, { allowResubmission: true });
    expect(toggled.json()).toMatchObject({ allowResubmission: true, verificationStatus: 'denied' });
    expect(await status(agent)).toMatchObject({ status: 'denied', allow: true });
    const second = await requestVerification(agent.client, agent.id, { licenseNumber: 'FIFA-456' });
    expect(second.statusCode).toBe(201);
    expect(await status(agent)).toEqual({ status: 'pending', allow: false, reason: null });
    // The older request can no longer reopen anything; the newer one waits first in the list.
    expect((await review(first.id, { allowResubmission: true })).statusCode).toBe(409);
    const list = await requestsOf(agent.id);
    expect(list.map((r: { id: number; isLatest: boolean }) => [r.id, r.isLatest])).toEqual([
      [second.json().id, true],
      [first.id, false],
    ]);
    await review(second.json().id, { reviewed: true, approved: true });
    expect(await status(agent)).toMatchObject({ status: 'verified', allow: false });
    const notes = await t.db.select().from(notifications).where(eq(notifications.memberId, agent.id));
    expect(notes.map((n) => n.message)).toEqual([
      expect.stringContaining('Your agent verification request was rejected. Reason: Licence expired'),
      'You may now send a new verification request from your profile.',
      expect.stringContaining('approved'),
    ]);
    // Each decision is on record, newest first (docs/product.md#reports-and-suspension).
    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${agent.id}`)).json();
    expect(log.entries.map((e: { action: string; reason: string | null }) => [e.action, e.reason])).toEqual([
      ['verification.approved', null],
      ['verification.resubmission_changed', null],
      ['verification.rejected', 'Licence expired'],
    ]);
  });

  it('a rejection can allow resubmission at once; allowResubmission alone can close it again', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = (await requestVerification(agent.client, agent.id)).json();
    await review(id, { reviewed: true, approved: false, allowResubmission: true });
    expect(await status(agent)).toEqual({ status: 'denied', allow: true, reason: null });
    await review(id, { allowResubmission: false });
    expect(await status(agent)).toMatchObject({ status: 'denied', allow: false });
    expect((await requestVerification(agent.client, agent.id)).statusCode).toBe(409);
  });

  it('refuses a second waiting request when two submissions race', async () => {
    const agent = await createMember(t.app, 'Agent');
    const [a, b] = await Promise.all([
      requestVerification(agent.client, agent.id),
      requestVerification(agent.client, agent.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await requestsOf(agent.id)).toHaveLength(1);
    expect(await filesOf(agent.id)).toHaveLength(2);
  });

  it('the partial unique index refuses a second waiting row even without the state check', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = (await requestVerification(agent.client, agent.id)).json();
    const [row] = await t.db.select().from(agentVerificationRequests).where(eq(agentVerificationRequests.id, id));
    if (!row) throw new Error('missing row');
    const { id: _id, createdAt: _c, ...copy } = row;
    await expect(t.db.insert(agentVerificationRequests).values(copy)).rejects.toThrow();
  });
});

describe('GET /api/admin/agent-verifications', () => {
  it('lists waiting requests first, then newest first, a page at a time', async () => {
    const listed = (await admin.client.get('/api/admin/agent-verifications?limit=100')).json().requests as {
      id: number;
      reviewed: boolean;
    }[];
    const keys = listed.map((r) => [r.reviewed ? 1 : 0, -r.id]);
    expect(keys).toEqual([...keys].sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0)));
    expect(listed.some((r) => r.reviewed)).toBe(true);
    expect(listed.some((r) => !r.reviewed)).toBe(true);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2';
      const page = (await admin.client.get(`/api/admin/agent-verifications?${query}`)).json();
      paged.push(...page.requests.map((r: { id: number }) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(listed.map((r) => r.id));
  });

  it('answers 400 for a bad cursor, 401 anonymous and 403 for members', async () => {
    expect((await admin.client.get('/api/admin/agent-verifications?cursor=x')).statusCode).toBe(400);
    await expectSignedOutAndRoleRefused(t.app, 'Agent', (client) => client.get('/api/admin/agent-verifications'));
  });
});

describe('PUT /api/admin/agent-verifications/:id', () => {
  it('validates the body (400), knows the id (404) and is for admins only (401/403)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const { id } = (await requestVerification(agent.client, agent.id)).json();
    expect((await review(id, {})).statusCode).toBe(400);
    expect((await review(id, { reviewed: true })).statusCode).toBe(400);
    expect((await review(id, { approved: true })).statusCode).toBe(400);
    expect((await review(id, { reviewed: true, approved: true, rejectionReason: 'x' })).statusCode).toBe(400);
    expect((await review(id, { reviewed: true, approved: true, allowResubmission: true })).statusCode).toBe(400);
    expect((await review(id, { reviewed: true, approved: 'yes' })).statusCode).toBe(400);
    expect((await review(999_999, { reviewed: true, approved: true })).statusCode).toBe(404);
    // allowResubmission alone on a pending agent: the decision sets it.
    const pendingToggle = await review(id, { allowResubmission: true });
    expect(pendingToggle.statusCode).toBe(409);
    expect(pendingToggle.json().error).toBe(englishOf(MESSAGES.verificationToggleNotDenied));
    const body = { reviewed: true, approved: true };
    expect((await new TestClient(t.app).put(`/api/admin/agent-verifications/${id}`, body)).statusCode).toBe(401);
    const own = await agent.client.put(`/api/admin/agent-verifications/${id}`, body);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('WRONG_ROLE');
    expect(await status(agent)).toMatchObject({ status: 'pending' });
  });
});
