import { MESSAGES } from '@scouting/contract/messages';
import { IMAGE_UPLOAD_PATHS } from '@scouting/contract/profile-images';
import { englishOf } from '@scouting/contract/sentences';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { createMemoryLimitStore } from './limit-store.ts';
import { WRITE_LIMITS, type WriteAction } from './write-limits.ts';

type Member = { client: TestClient; id: number };
type Role = 'Player' | 'Agent' | 'Scout';

/**
 * The limits counted per e-mail address rather than per acting member: the lookup (tested on its own
 * below), the consent mails, counted per player and recipient (modules/safeguarding/parental-consent/consent.test.ts),
 * and the other parent mails, counted the same way (the applications' and representation's tests).
 */
const NOT_PER_MEMBER = [
  'emailLookup',
  'consentMailPerPlayer',
  'consentMailPerRecipient',
  'parentMailPerPlayer',
  'parentMailPerRecipient',
  'coachMailPerPlayer',
  'coachMailPerRecipient',
] as const;
type MemberAction = Exclude<WriteAction, (typeof NOT_PER_MEMBER)[number]>;
const isMemberAction = (action: WriteAction): action is MemberAction =>
  !(NOT_PER_MEMBER as readonly WriteAction[]).includes(action);

/** One write per limited action: who may make it and a request that passes the route's schema. */
const WRITES: Record<
  MemberAction,
  { role: Role; send: (member: Member) => Promise<LightMyRequestResponse>; also?: WriteAction }
> = {
  message: {
    role: 'Player',
    send: ({ client, id }) =>
      client.post('/api/messages/send', { conversationId: 999_999, senderId: id, message: 'Hi' }),
  },
  conversationStart: {
    role: 'Agent',
    send: ({ client, id }) =>
      client.post('/api/conversations/start', { participant1_id: id, participant2_id: 999_999 }),
  },
  rating: { role: 'Scout', send: ({ client }) => client.post('/api/rate-video', { videoId: 999_999, rating: 4 }) },
  application: {
    role: 'Player',
    send: ({ client, id }) =>
      client.request({
        method: 'POST',
        url: '/api/apply',
        ...multipart(
          { playerId: String(id), opportunityId: '999999', introduction: 'Hello' },
          { cv: { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' } },
        ),
      }),
  },
  applicationAnswer: {
    role: 'Scout',
    send: ({ client }) => client.put('/api/applications/999999/status', { status: 'Shortlisted' }),
  },
  representationOffer: {
    role: 'Agent',
    send: ({ client }) =>
      client.post('/api/representation-offers', {
        playerId: 999_999,
        months: 12,
        exclusive: true,
        feePercent: 3,
        message: 'Let us work together.',
      }),
  },
  representationAnswer: {
    role: 'Player',
    send: ({ client }) => client.post('/api/representation-offers/999999/answer', { answer: 'accept' }),
  },
  pitch: {
    role: 'Agent',
    send: ({ client }) => client.post('/api/club-needs/999999/pitches', { playerId: 1, note: 'A pitch.' }),
  },
  report: {
    role: 'Scout',
    send: ({ client }) =>
      client.post('/api/reports', { subjectType: 'profile', subjectId: 999_999, reason: 'Spam or scam' }),
  },
  profileImage: {
    role: 'Player',
    send: async ({ client, id }) =>
      client.request({
        method: 'POST',
        url: IMAGE_UPLOAD_PATHS.Player.profile,
        ...multipart({ userId: String(id) }, { image: { filename: 'me.png', data: await png(), type: 'image/png' } }),
      }),
  },
  verificationDocument: {
    role: 'Agent',
    send: ({ client }) =>
      client.request({
        method: 'POST',
        url: '/api/request-agent-verification',
        ...multipart({}, { licenseFile: { filename: 'licence.pdf', data: pdf(), type: 'application/pdf' } }),
      }),
  },
  transfermarktApplication: {
    role: 'Player',
    send: ({ client, id }) =>
      client.request({ method: 'POST', url: '/api/apply-transfermarkt', ...multipart({ playerId: String(id) }, {}) }),
  },
  // Without a stored channel the sync answers 400 before calling YouTube: the count is what matters.
  youtubeSync: { role: 'Player', send: ({ client, id }) => client.post(`/api/sync-youtube/${id}`, {}) },
  youtubeSyncDaily: { role: 'Player', send: ({ client, id }) => client.post(`/api/sync-youtube/${id}`, {}) },
  // An unknown video answers 404 after it is counted.
  videoControl: { role: 'Player', send: ({ client }) => client.put('/api/videos/999999', { hidden: true }) },
  // A form without a file answers 400 after it is counted, before anything is stored.
  videoUpload: {
    role: 'Player',
    send: ({ client }) =>
      client.request({ method: 'POST', url: '/api/videos/upload', ...multipart({ title: 'No file' }, {}) }),
  },
  opportunityChange: {
    role: 'Agent',
    send: ({ client }) => client.post('/api/opportunities', { description: 'Striker wanted' }),
  },
  underageRequest: {
    role: 'Agent',
    send: ({ client, id }) => client.post('/api/underage-message-request', { agentId: id, playerId: 999_999 }),
  },
  star: {
    role: 'Agent',
    send: ({ client, id }) => client.post('/api/star-application', { agentId: id, applicationId: 999_999 }),
  },
  shortlist: { role: 'Scout', send: ({ client }) => client.post('/api/shortlists', { name: `List ${Math.random()}` }) },
  scoutReport: { role: 'Scout', send: ({ client }) => client.delete('/api/scout-reports/999999') },
  favourite: { role: 'Player', send: ({ client }) => client.post('/api/opportunities/999999/favourite') },
  profileEdit: {
    role: 'Player',
    send: ({ client, id }) => client.put(`/api/player-details/${id}`, {}),
  },
  notificationsRead: { role: 'Player', send: ({ client, id }) => client.put(`/api/notifications/${id}/read`) },
  notificationPreferences: {
    role: 'Player',
    send: ({ client }) =>
      client.put('/api/notification-preferences', {
        messages: 'email',
        applications: 'bell',
        opportunities: 'bell',
        alerts: 'digest',
        chime: false,
      }),
  },
  // English: the 429 then reads as the table's sentence (another language's caller reads it translated).
  accountLanguage: { role: 'Player', send: ({ client }) => client.put('/api/account/language', { language: 'en' }) },
  savedSearch: { role: 'Scout', send: ({ client }) => client.delete('/api/saved-searches/999999') },
  accountExport: { role: 'Player', send: ({ client }) => client.get('/api/account/export') },
  // A wrong password is refused (403) after it is counted: guessing is what the limit stops.
  pushSubscription: {
    role: 'Player',
    send: ({ client }) =>
      client.post('/api/push/subscriptions', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/limits',
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      }),
  },
  accountDelete: {
    role: 'Scout',
    send: ({ client }) => client.post('/api/account/delete', { password: 'Not-the-password-1!' }),
  },
};

const MAX = 2;
const WINDOW = 600;
const actions = Object.keys(WRITE_LIMITS) as WriteAction[];

let t: TestApp;

beforeAll(async () => {
  // Every limit lowered to 2 in 10 minutes so that the third write of a member is refused.
  const overrides = Object.fromEntries(actions.map((a) => [a, { max: MAX, windowSeconds: WINDOW }]));
  t = await buildTestApp({}, { writeLimits: { overrides } });
});
afterAll(async () => t?.close());

async function member(role: Role): Promise<Member> {
  return role === 'Agent' ? createVerifiedAgent(t.app, {}) : createMember(t.app, role);
}

function expectLimited(response: LightMyRequestResponse, action: WriteAction) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error: englishOf(MESSAGES[WRITE_LIMITS[action].message]), code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe('per-member write limits', () => {
  it.each(actions.filter(isMemberAction))(
    '%s: 429 with Retry-After after its max, and another member is not affected',
    async (action) => {
      const { role, send } = WRITES[action];
      const first = await member(role);
      for (let i = 0; i < MAX; i++) expect((await send(first)).statusCode).not.toBe(429);
      expectLimited(await send(first), action);
      // Still refused: refused attempts do not reopen the window.
      expectLimited(await send(first), action);

      const second = await member(role);
      expect((await send(second)).statusCode).not.toBe(429);
    },
  );

  it('counts the e-mail lookup per e-mail address, whatever the client address', async () => {
    const lookup = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/identity/sign-in-methods', payload: { email }, remoteAddress });
    const probed = 'probed@example.com';
    for (let i = 0; i < MAX; i++) expect((await lookup(probed, `10.0.0.${i + 1}`)).statusCode).toBe(200);
    // The same address in other letters from yet another client is the same count.
    expectLimited(await lookup(probed.toUpperCase(), '10.0.0.99'), 'emailLookup');
    expect((await lookup('someone-else@example.com', '10.0.0.99')).statusCode).toBe(200);
  });

  it('counts by member, not by address: two members on one address keep their own counts', async () => {
    const a = await member('Scout');
    const b = await member('Scout');
    expect(a.client.ip).toBe(b.client.ip);
    for (let i = 0; i < MAX; i++) await WRITES.rating.send(a);
    expect((await WRITES.rating.send(a)).statusCode).toBe(429);
    expect((await WRITES.rating.send(b)).statusCode).not.toBe(429);
  });

  it('lets the guards answer first: anonymous and wrong-role writes keep their 401 and 403', async () => {
    const player = await member('Player');
    for (let i = 0; i < MAX + 1; i++) {
      expect((await player.client.post('/api/opportunities', { description: 'x' })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      payload: { conversationId: 1, senderId: 1, message: 'Hi' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses before reading the upload: an oversized file gets 429, not 413, once the limit is spent', async () => {
    const player = await member('Player');
    for (let i = 0; i < MAX; i++) await WRITES.profileImage.send(player);
    const huge = Buffer.alloc(11 * 1024 * 1024);
    const refused = await player.client.request({
      method: 'POST',
      url: IMAGE_UPLOAD_PATHS.Player.profile,
      ...multipart({ userId: String(player.id) }, { image: { filename: 'big.png', data: huge, type: 'image/png' } }),
    });
    expectLimited(refused, 'profileImage');
  });
});

describe('YouTube sync cooldown with the real table', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await buildTestApp();
  });
  afterAll(async () => real?.close());

  it(`allows ${WRITE_LIMITS.youtubeSync.max} syncs, then asks to wait about ${WRITE_LIMITS.youtubeSync.windowSeconds / 60} minutes`, async () => {
    const player = await createMember(real.app, 'Player');
    const sync = () => player.client.post(`/api/sync-youtube/${player.id}`, {});
    for (let i = 0; i < WRITE_LIMITS.youtubeSync.max; i++) expect((await sync()).statusCode).toBe(400);
    const refused = await sync();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: englishOf(MESSAGES.youtubeSyncCooldown), code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WRITE_LIMITS.youtubeSync.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(WRITE_LIMITS.youtubeSync.windowSeconds);

    const other = await createMember(real.app, 'Player');
    expect((await other.client.post(`/api/sync-youtube/${other.id}`, {})).statusCode).toBe(400);
  });

  it('opens again once the cooldown has passed (injected clock)', async () => {
    let now = Date.now();
    const timed = await buildTestApp({}, { writeLimits: { store: createMemoryLimitStore(() => now) } });
    try {
      const player = await createMember(timed.app, 'Player');
      const sync = () => player.client.post(`/api/sync-youtube/${player.id}`, {});
      for (let i = 0; i < WRITE_LIMITS.youtubeSync.max; i++) await sync();
      expect((await sync()).statusCode).toBe(429);
      now += WRITE_LIMITS.youtubeSync.windowSeconds * 1000;
      expect((await sync()).statusCode).toBe(400);
    } finally {
      await timed.close();
    }
  });
});

describe('the limits table', () => {
  it('gives every limit a positive number, a window and a reason', () => {
    for (const [action, limit] of Object.entries(WRITE_LIMITS)) {
      expect(limit.max, action).toBeGreaterThan(0);
      expect(limit.windowSeconds, action).toBeGreaterThan(0);
      expect(limit.why.length, action).toBeGreaterThan(30);
      expect(MESSAGES[limit.message], action).toBeTruthy();
    }
  });
});
