import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isolate } from '@scouting/contract/bidi-isolate';
import { LIVE_EVENTS_PATH } from '@scouting/contract/live-updates';
import {
  DEFAULT_PUSH_ENDPOINT_HOSTS,
  isPushEndpointAllowed,
  PUSH_MESSAGES,
  PUSH_PATHS,
  PUSH_SUBSCRIPTIONS_MAX,
} from '@scouting/contract/push';
import { ZPushPayload } from '@scouting/contract/schemas/push';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamReader } from '../../../test/event-stream.ts';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  uniqueEmail,
} from '../../../test/factories.ts';
import { browserKeys, startPushEndpoint } from '../../../test/push-endpoint.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { generateVapidKeys, loadConfig } from '../../config.ts';
import { pushSubscriptions, underageMessageRequests } from '../../db/schema/index.ts';
import { createWebPushSender } from '../../infra/push/push-sender.ts';
import { PUSH_TITLE, pushToMember } from './push-to-devices.ts';
import { subscribe } from './subscriptions.ts';

let t: TestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
// A fresh migrated database and the app: slow on a busy machine, so more time than the default.
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
let paths = 0;

/** Subscribes the member's browser at a fresh path of the local push endpoint; answers its keys. */
async function subscribeDevice(member: Member) {
  const browser = browserKeys();
  const url = endpoint.url(`/push/${++paths}`);
  const response = await member.client.post(PUSH_PATHS.subscriptions, { endpoint: url, keys: browser.keys });
  expect(response.statusCode, response.body).toBe(201);
  return { ...browser, url, path: new URL(url).pathname };
}

const pushesTo = (devicePath: string) => endpoint.received.filter((push) => push.path === devicePath);

async function notifyMember(memberId: number, message: string, link: string | null = null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/test/notifications',
    payload: { memberId, message, link },
  });
  expect(response.statusCode).toBe(201);
  await t.app.publicationsSettled();
}

const rowsOf = (memberId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));

describe('GET /api/push/public-key', () => {
  it('answers anyone the VAPID public key generated once into DATA_DIR (outside production)', async () => {
    const response = await t.app.inject(PUSH_PATHS.publicKey);
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const kept = JSON.parse(readFileSync(path.join(t.app.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(kept.publicKey).toBe(publicKey);
    expect((await t.app.inject(PUSH_PATHS.publicKey)).json().publicKey).toBe(publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('refuses anonymous callers', async () => {
    const response = await new TestClient(t.app).post(PUSH_PATHS.subscriptions, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/anonymous',
      keys: KEYS,
    });
    expect(response.statusCode).toBe(401);
  });

  it('saves the subscription once per endpoint: subscribing again replaces the keys', async () => {
    const player = await createMember(t.app, 'Player');
    const endpointUrl = 'https://fcm.googleapis.com/fcm/send/send/abc';
    expect((await player.client.post(PUSH_PATHS.subscriptions, { endpoint: endpointUrl, keys: KEYS })).statusCode).toBe(
      201,
    );
    const renewed = { p256dh: 'C'.repeat(87), auth: 'b'.repeat(22) };
    const again = await player.client.post(PUSH_PATHS.subscriptions, { endpoint: endpointUrl, keys: renewed });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ endpoint: endpointUrl });
    const rows = await rowsOf(player.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: endpointUrl,
      p256dh: renewed.p256dh,
      auth: renewed.auth,
      lastSuccessAt: null,
    });
  });

  it('moves a device to whoever subscribed it last (another member signed in on it)', async () => {
    const first = await createMember(t.app, 'Player');
    const second = await createMember(t.app, 'Scout');
    const shared = 'https://fcm.googleapis.com/fcm/send/send/shared-tablet';
    await first.client.post(PUSH_PATHS.subscriptions, { endpoint: shared, keys: KEYS });
    await second.client.post(PUSH_PATHS.subscriptions, { endpoint: shared, keys: KEYS });
    expect(await rowsOf(first.id)).toHaveLength(0);
    expect(await rowsOf(second.id)).toHaveLength(1);
  });

  it('wants an https endpoint (loopback http only outside production) and both keys', async () => {
    const player = await createMember(t.app, 'Player');
    for (const bad of ['http://push.example/send/1', 'ftp://push.example/1', 'not a url', 'http://10.0.0.1/push']) {
      const response = await player.client.post(PUSH_PATHS.subscriptions, { endpoint: bad, keys: KEYS });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fields).toEqual({ endpoint: englishOf(PUSH_MESSAGES.endpointNotHttps) });
    }
    const withoutAuth = await player.client.post(PUSH_PATHS.subscriptions, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/1',
      keys: { p256dh: KEYS.p256dh },
    });
    expect(withoutAuth.statusCode).toBe(400);
    expect(Object.keys(withoutAuth.json().fields)).toEqual(['keys.auth']);
    expect(await rowsOf(player.id)).toHaveLength(0);
    // The rule itself: what the server applies in production.
    const outside = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowLoopback: true };
    const production = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowLoopback: false };
    expect(isPushEndpointAllowed('http://127.0.0.1:9999/push', outside)).toBe(true);
    expect(isPushEndpointAllowed('http://[::1]:9999/push', outside)).toBe(true);
    expect(isPushEndpointAllowed('http://localhost/push', outside)).toBe(true);
    expect(isPushEndpointAllowed('http://127.0.0.1:9999/push', production)).toBe(false);
    expect(isPushEndpointAllowed('https://fcm.googleapis.com/fcm/send/x', production)).toBe(true);
  });

  it('accepts only the push services’ hosts: no address of our network or this machine is ever contacted', async () => {
    const player = await createMember(t.app, 'Player');
    const refused = [
      'https://169.254.169.254/latest/',
      'https://10.0.0.1:8443/x',
      'https://192.168.1.1/x',
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com.evil.example/x',
      // A push service's host, but not its port: a real endpoint never names one.
      'https://fcm.googleapis.com:6379/x',
      'https://user:pass@fcm.googleapis.com/x',
    ];
    for (const bad of refused) {
      const response = await player.client.post(PUSH_PATHS.subscriptions, { endpoint: bad, keys: KEYS });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fields, bad).toEqual({ endpoint: englishOf(PUSH_MESSAGES.endpointNotPushService) });
    }
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://eu.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx0b2tlbg',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ];
    for (const good of accepted) {
      const response = await player.client.post(PUSH_PATHS.subscriptions, { endpoint: good, keys: KEYS });
      expect(response.statusCode, good).toBe(201);
    }
    expect((await rowsOf(player.id)).map((row) => row.endpoint).sort()).toEqual([...accepted].sort());
    // Outside production this machine is allowed too (the local endpoint tests and journeys use).
    expect(
      (await player.client.post(PUSH_PATHS.subscriptions, { endpoint: 'https://localhost:6379/', keys: KEYS }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps at most 10 devices a member: the oldest subscription is replaced', async () => {
    const player = await createMember(t.app, 'Player');
    const devices = Array.from(
      { length: PUSH_SUBSCRIPTIONS_MAX + 2 },
      (_, i) => `https://fcm.googleapis.com/fcm/send/many-${i}`,
    );
    for (const device of devices) {
      expect((await player.client.post(PUSH_PATHS.subscriptions, { endpoint: device, keys: KEYS })).statusCode).toBe(
        201,
      );
    }
    const kept = (await rowsOf(player.id)).map((row) => row.endpoint);
    expect(PUSH_SUBSCRIPTIONS_MAX).toBe(10);
    expect(kept.sort()).toEqual(devices.slice(2).sort());
  });
});

describe('push endpoints in production', () => {
  // What the routes and the sender apply when NODE_ENV=production (allowLoopback: false).
  const production = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowLoopback: false };

  it('refuses this machine: loopback is only for tests outside production', async () => {
    const player = await createMember(t.app, 'Player');
    const member = { id: player.id } as Parameters<typeof subscribe>[1];
    for (const bad of [
      'https://localhost:6379/',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      endpoint.url('/push/prod'),
    ]) {
      await expect(subscribe(t.db, member, { endpoint: bad, keys: KEYS }, production), bad).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    }
    await subscribe(t.db, member, { endpoint: 'https://fcm.googleapis.com/fcm/send/prod', keys: KEYS }, production);
    expect((await rowsOf(player.id)).map((row) => row.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/prod']);
  });

  it('never sends to a stored endpoint the list does not allow (saved before it, or the list changed): it is dropped', async () => {
    const player = await createMember(t.app, 'Player');
    const browser = browserKeys();
    const url = endpoint.url('/push/stored-before');
    await t.db.insert(pushSubscriptions).values({ memberId: player.id, endpoint: url, ...browser.keys });
    const sender = createWebPushSender(
      () => ({ ...generateVapidKeys(), subject: 'mailto:ops@example.com' }),
      production,
    );
    await pushToMember({ db: t.db, push: sender, presence: t.app.streamPresence }, player.id, {
      title: PUSH_TITLE,
      body: 'Hello',
      link: null,
    });
    expect(pushesTo('/push/stored-before')).toHaveLength(0);
    expect(await rowsOf(player.id)).toHaveLength(0);
  });
});

describe('PUSH_ENDPOINT_HOSTS', () => {
  it('replaces the default list; `*.` allows any subdomain, not the domain itself', async () => {
    const custom = await buildTestApp({ PUSH_ENDPOINT_HOSTS: 'push.internal.example, *.corp-push.example' });
    try {
      const player = await createMember(custom.app, 'Player');
      const answer = async (url: string) =>
        (await player.client.post(PUSH_PATHS.subscriptions, { endpoint: url, keys: KEYS })).statusCode;
      expect(await answer('https://push.internal.example/x')).toBe(201);
      expect(await answer('https://eu.corp-push.example/x')).toBe(201);
      expect(await answer('https://corp-push.example/x')).toBe(400);
      expect(await answer('https://fcm.googleapis.com/fcm/send/x')).toBe(400);
    } finally {
      await custom.close();
    }
  });

  it('refuses a setting that is not a list of host names', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PUSH_ENDPOINT_HOSTS: 'https://fcm.googleapis.com' })).toThrow(
      /PUSH_ENDPOINT_HOSTS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUSH_ENDPOINT_HOSTS: '*' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PUSH_ENDPOINT_HOSTS: 'fcm.*.com' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
    expect(loadConfig({ NODE_ENV: 'test' }).pushEndpointHosts).toEqual([...DEFAULT_PUSH_ENDPOINT_HOSTS]);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('removes the caller’s own subscription and never another member’s', async () => {
    const owner = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Agent');
    const own = 'https://fcm.googleapis.com/fcm/send/send/own';
    await owner.client.post(PUSH_PATHS.subscriptions, { endpoint: own, keys: KEYS });

    expect((await new TestClient(t.app).delete(PUSH_PATHS.subscriptions, { endpoint: own })).statusCode).toBe(401);
    const notTheirs = await other.client.delete(PUSH_PATHS.subscriptions, { endpoint: own });
    expect(notTheirs.statusCode).toBe(204);
    expect(await rowsOf(owner.id)).toHaveLength(1);

    const removed = await owner.client.delete(PUSH_PATHS.subscriptions, { endpoint: own });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await rowsOf(owner.id)).toHaveLength(0);
    // Already gone (a 410 removed it, or a second click): turning off still works.
    expect((await owner.client.delete(PUSH_PATHS.subscriptions, { endpoint: own })).statusCode).toBe(204);
  });
});

describe('pushing a new notification', () => {
  it('pushes to a member with no open stream: encrypted (aes128gcm), signed with VAPID, the notification’s line', async () => {
    const player = await createMember(t.app, 'Player');
    const device = await subscribeDevice(player);
    await notifyMember(player.id, 'Your application was shortlisted', '/player-dashboard');

    const [push] = pushesTo(device.path);
    expect(pushesTo(device.path)).toHaveLength(1);
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await t.app.inject(PUSH_PATHS.publicKey)).json();
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    // RFC 8292: the token is for the push service's origin, from our subject.
    const token = String(push.headers.authorization).slice('vapid t='.length).split(',')[0] ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ aud: new URL(device.url).origin, sub: t.app.config.vapid.subject });
    // Nothing readable on the wire; the browser's keys open it.
    expect(push.body.includes(Buffer.from('shortlisted'))).toBe(false);
    expect(ZPushPayload.parse(JSON.parse(device.decrypt(push.body)))).toEqual({
      title: PUSH_TITLE,
      body: 'Your application was shortlisted',
      link: '/player-dashboard',
    });
    const [row] = await rowsOf(player.id);
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('does not push to a member whose page has an event stream open, and does once it is closed', async () => {
    const player = await createMember(t.app, 'Player');
    const device = await subscribeDevice(player);
    const stream = await player.client.request({ method: 'GET', url: LIVE_EVENTS_PATH, payloadAsStream: true });
    expect(stream.statusCode).toBe(200);
    const reader = new EventStreamReader(stream.stream());
    await notifyMember(player.id, 'Seen on the open page');
    await reader.received('notification');
    await t.app.publicationsSettled();
    expect(pushesTo(device.path)).toHaveLength(0);

    // Signing out ends the stream from the server's side (a closed tab ends it from the browser's).
    expect((await player.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    await reader.closed();
    await expect.poll(() => t.app.streamPresence.hasOpenStream(player.id)).toBe(false);
    await notifyMember(player.id, 'Nobody is looking');
    expect(pushesTo(device.path)).toHaveLength(1);
  });

  it('removes a subscription the push service answers 410 (gone) for, and keeps one that failed once', async () => {
    const player = await createMember(t.app, 'Player');
    await subscribeDevice(player);
    try {
      endpoint.answer(500);
      await notifyMember(player.id, 'The push service is down');
      expect(await rowsOf(player.id)).toHaveLength(1);
      endpoint.answer(410);
      await notifyMember(player.id, 'Unsubscribed in the browser');
      expect(await rowsOf(player.id)).toHaveLength(0);
    } finally {
      endpoint.answer(201);
    }
  });

  it('never carries a message’s text: a minor’s push says only who wrote', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent' });
    const minor = await createConsentedMinor(t.app);
    const admin = await createAdmin(t.app);
    await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
    const [request] = await t.db
      .select()
      .from(underageMessageRequests)
      .where(eq(underageMessageRequests.playerId, minor.id));
    expect((await admin.client.post(`/api/approve-underage-request/${request?.id}`)).statusCode).toBe(200);
    const started = await agent.client.post('/api/conversations/start', {
      participant1_id: agent.id,
      participant2_id: minor.id,
    });
    expect(started.statusCode).toBe(201);
    const device = await subscribeDevice(minor);

    const text = 'Call me on 555-0100, do not tell your parents';
    const sent = await agent.client.post('/api/messages/send', {
      conversationId: started.json().id,
      senderId: agent.id,
      message: text,
    });
    expect(sent.statusCode).toBe(201);
    await t.app.publicationsSettled();

    const pushes = pushesTo(device.path);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(device.decrypt(pushes[0]?.body ?? Buffer.alloc(0)));
    // What the member reads: the writer's name isolated (decision 069).
    expect(payload.body).toBe(`New message from ${isolate('Rui Agent')}`);
    expect(JSON.stringify(payload)).not.toContain('555');
    expect(payload.link).toMatch(/^\/player-dashboard\?conversation=\d+$/);
  });

  it('never fails the request when the push service cannot be reached', async () => {
    const player = await createMember(t.app, 'Player', { email: uniqueEmail() });
    await player.client.post(PUSH_PATHS.subscriptions, {
      endpoint: 'http://127.0.0.1:1/unreachable',
      keys: browserKeys().keys,
    });
    await notifyMember(player.id, 'Nowhere to go');
    expect(await rowsOf(player.id)).toHaveLength(1);
  });
});
