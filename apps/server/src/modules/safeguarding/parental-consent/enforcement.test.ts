import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsentedMinor, createMember, dobYearsAgo } from '../../../../test/factories.ts';
import { multipart, png } from '../../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../../test/test-app.ts';
import { guardianTokens } from '../../../db/schema/index.ts';

/**
 * docs/product.md#minors: every write that involves other people or documents refuses a minor whose parent
 * has not confirmed — called directly, not through the page. Bodies are valid, so what answers is
 * the guard and not the validation.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Call = (client: TestClient, playerId: number) => ReturnType<TestClient['request']>;

const TRANSFERMARKT_URL = 'https://www.transfermarkt.com/player/profil/spieler/1';

const ROUTES: [string, Call][] = [
  [
    'POST /api/apply',
    (client, playerId) =>
      client.request({
        method: 'POST',
        url: '/api/apply',
        ...multipart(
          {
            playerId: String(playerId),
            opportunityId: '999999',
            introduction: 'Hello',
            profileLink: 'https://example.com',
          },
          {},
        ),
      }),
  ],
  [
    'POST /api/messages/send',
    (client, playerId) =>
      client.post('/api/messages/send', { conversationId: 999999, senderId: playerId, message: 'Hi' }),
  ],
  [
    'PUT /api/player/transfermarkt/:playerId',
    (client, playerId) => client.put(`/api/player/transfermarkt/${playerId}`, { transfermarktUrl: TRANSFERMARKT_URL }),
  ],
  [
    'PUT /api/update-transfermarkt-link/:playerId',
    (client, playerId) =>
      client.put(`/api/update-transfermarkt-link/${playerId}`, { transfermarktLink: TRANSFERMARKT_URL }),
  ],
  [
    'POST /api/apply-transfermarkt',
    (client, playerId) =>
      client.request({
        method: 'POST',
        url: '/api/apply-transfermarkt',
        ...multipart({ playerId: String(playerId) }, {}),
      }),
  ],
  ['POST /api/sync-youtube/:playerId', (client, playerId) => client.post(`/api/sync-youtube/${playerId}`, {})],
  ...(['/api/upload-profile-image', '/api/upload-display-image'] as const).map((url): [string, Call] => [
    `POST ${url}`,
    async (client, playerId) =>
      client.request({
        method: 'POST',
        url,
        ...multipart(
          { userId: String(playerId) },
          { image: { filename: 'me.png', data: await png(), type: 'image/png' } },
        ),
      }),
  ]),
];

let noParentEmail: Awaited<ReturnType<typeof createMember>>;
let pending: Awaited<ReturnType<typeof createMember>>;
let consented: Awaited<ReturnType<typeof createMember>>;
let adult: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  noParentEmail = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
  pending = await createMember(t.app, 'Player', { dob: dobYearsAgo(16) });
  const asked = await pending.client.put(`/api/player-details/${pending.id}`, { parentEmail: 'parent@example.com' });
  expect(asked.statusCode, asked.body).toBe(200);
  consented = await createConsentedMinor(t.app);
  adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(25) });
});

describe.each(ROUTES)('%s', (_name, call) => {
  it('refuses a minor without a parent e-mail and a minor pending consent with 403 PARENTAL_CONSENT_REQUIRED', async () => {
    for (const minor of [noParentEmail, pending]) {
      const response = await call(minor.client, minor.id);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        error: englishOf(MESSAGES.parentalConsentRequired),
        code: 'PARENTAL_CONSENT_REQUIRED',
      });
    }
  });

  it('lets a minor with consent and an adult player through to the route itself', async () => {
    for (const player of [consented, adult]) {
      const response = await call(player.client, player.id);
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.json().code, response.body).not.toBe('PARENTAL_CONSENT_REQUIRED');
    }
  });

  it('answers 401 without a session', async () => {
    const response = await call(new TestClient(t.app), adult.id);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/conversations/start', () => {
  // A player writes first only to a poster who invited them to a trial; a minor pending consent is
  // stopped before that, as for every write.
  it('stops a minor pending consent, refuses players nobody invited, and anonymous callers', async () => {
    const waiting = await pending.client.post('/api/conversations/start', {
      participant1_id: pending.id,
      participant2_id: adult.id,
    });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().code).toBe('PARENTAL_CONSENT_REQUIRED');
    for (const player of [consented, adult]) {
      const response = await player.client.post('/api/conversations/start', {
        participant1_id: player.id,
        participant2_id: pending.id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(englishOf(APPLICATION_MESSAGES.writeAfterTrialInvitation));
    }
    const anonymous = await new TestClient(t.app).post('/api/conversations/start', {
      participant1_id: 1,
      participant2_id: 2,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('what a minor pending consent can still do', () => {
  it('reads their own pages and changes the parent e-mail', async () => {
    expect((await pending.client.get(`/api/player-details/${pending.id}`)).statusCode).toBe(200);
    expect((await pending.client.get('/api/me')).statusCode).toBe(200);
    // A minute after the last mail (decision 023: a new address waits out the resend cooldown).
    const past = new Date(Date.now() - 2 * 60 * 1000);
    await t.db.update(guardianTokens).set({ createdAt: past }).where(eq(guardianTokens.playerId, pending.id));
    const changed = await pending.client.put(`/api/player-details/${pending.id}`, { parentEmail: 'dad@example.com' });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
