import { describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { agentVerificationFields, clubHistoryFields } from '../../../test/form-fields.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';

// The Pending / Decided filter of the admins' queues (docs/product.md#admin-pages): what waits oldest first, what
// was decided newest first, a page at a time. The app is shared, but each test fills its own queue.
const t = useTestApp({}, {}, 120_000);

type Admin = Awaited<ReturnType<typeof createAdmin>>;

async function ids(admin: Admin, url: string, key: string): Promise<number[]> {
  const response = await admin.client.get(url);
  expect(response.statusCode).toBe(200);
  return (response.json()[key] as { id: number }[]).map((item) => item.id);
}

/** Every id of a list, following nextCursor one item at a time. */
async function allPages(admin: Admin, url: string, key: string): Promise<number[]> {
  const found: number[] = [];
  let cursor: string | null = null;
  do {
    const page: { nextCursor: string | null } & Record<string, { id: number }[]> = (
      await admin.client.get(`${url}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    ).json();
    found.push(...(page[key] ?? []).map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

async function requestVerification(client: TestClient, agentId: number) {
  const form = multipart(agentVerificationFields(agentId), {
    licenseFile: { filename: 'licence.pdf', data: pdf(), type: 'application/pdf' },
    idFile: { filename: 'passport.png', data: await png(), type: 'image/png' },
  });
  const response = await client.request({ method: 'POST', url: '/api/request-agent-verification', ...form });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

async function applyToTransfermarkt(client: TestClient, playerId: number) {
  const form = multipart(
    {
      playerId: String(playerId),
      emailAddress: 'me@example.com',
      leagueName: 'Segunda Federación',
      introduction: 'I am a striker with 20 goals last season.',
      emailBody: 'Please list me.',
      ...clubHistoryFields(0, { matches: '30', goals: '' }),
    },
    { governmentId: { filename: 'id.pdf', data: pdf() }, leagueIdCard: { filename: 'league.png', data: await png() } },
  );
  const response = await client.request({ method: 'POST', url: '/api/apply-transfermarkt', ...form });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('GET /api/admin/reports?state=', () => {
  it('lists open reports minors first, then oldest first, and decided ones apart, page by page', async () => {
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    const subject = await createMember(t.app, 'Agent');
    const file = async (reason: string) => {
      const response = await player.client.post('/api/reports', {
        subjectType: 'profile',
        subjectId: subject.id,
        reason,
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const first = await file('Other');
    const second = await file('Other');
    const minor = await file('Contact with a minor');
    const third = await file('Other');
    await admin.client.post(`/api/admin/reports/${second}/decision`, { action: 'dismiss' });

    expect(await ids(admin, '/api/admin/reports?state=pending', 'reports')).toEqual([minor, first, third]);
    expect(await allPages(admin, '/api/admin/reports?state=pending', 'reports')).toEqual([minor, first, third]);
    expect(await ids(admin, '/api/admin/reports?state=decided', 'reports')).toEqual([second]);
    // Without state the list is what it was: one status, newest first.
    expect(await ids(admin, '/api/admin/reports', 'reports')).toEqual([minor, third, first]);
  }, 60_000);

  it('refuses an unknown state with 400, and is for admins only', async () => {
    const admin = await createAdmin(t.app);
    expect((await admin.client.get('/api/admin/reports?state=later')).statusCode).toBe(400);
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get('/api/admin/reports?state=pending')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/agent-verifications?state=', () => {
  it('lists waiting requests oldest first and reviewed ones newest first, page by page', async () => {
    const admin = await createAdmin(t.app);
    const requestOf = async () => {
      const agent = await createMember(t.app, 'Agent');
      return requestVerification(agent.client, agent.id);
    };
    const a = await requestOf();
    const b = await requestOf();
    const c = await requestOf();
    const decided = await admin.client.put(`/api/admin/agent-verifications/${b}`, { reviewed: true, approved: true });
    expect(decided.statusCode).toBe(200);

    const url = '/api/admin/agent-verifications?state=pending';
    expect(await ids(admin, url, 'requests')).toEqual([a, c]);
    expect(await allPages(admin, url, 'requests')).toEqual([a, c]);
    expect(await ids(admin, '/api/admin/agent-verifications?state=decided', 'requests')).toEqual([b]);
    expect((await admin.client.get('/api/admin/agent-verifications?state=all')).statusCode).toBe(400);
  }, 60_000);
});

describe('GET /api/transfermarkt-applications?state=', () => {
  it('lists submitted applications oldest first and decided ones newest first, page by page', async () => {
    const admin = await createAdmin(t.app);
    // One application per player: a player's second waits for the first to be decided.
    const player = await createMember(t.app, 'Player');
    const applicationOf = async () => {
      const applicant = await createMember(t.app, 'Player');
      return applyToTransfermarkt(applicant.client, applicant.id);
    };
    const first = await applicationOf();
    const second = await applicationOf();
    const third = await applicationOf();
    const rejected = await admin.client.put(`/api/reject-transfermarkt-application/${second}`, {
      rejectionReason: 'No league card',
    });
    expect(rejected.statusCode).toBe(200);

    const url = '/api/transfermarkt-applications?state=pending';
    expect(await ids(admin, url, 'applications')).toEqual([first, third]);
    expect(await allPages(admin, url, 'applications')).toEqual([first, third]);
    expect(await ids(admin, '/api/transfermarkt-applications?state=decided', 'applications')).toEqual([second]);
    expect((await admin.client.get('/api/transfermarkt-applications?state=x')).statusCode).toBe(400);
    expect((await player.client.get(url)).statusCode).toBe(403);
  }, 60_000);
});
