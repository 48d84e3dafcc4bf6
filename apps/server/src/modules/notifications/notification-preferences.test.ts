import { isolate } from '@scouting/contract/bidi-isolate';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_LABELS,
} from '@scouting/contract/notification-preferences';
import type { TNotificationPreferences } from '@scouting/contract/schemas/notification-preferences';

import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp, TestClient } from '../../../test/test-app.ts';
import { jobs, notifications, outboxMails, underageMessageRequests } from '../../db/schema/index.ts';
import { MAIL_JOB } from '../../infra/queue/mail-jobs.ts';
import { digestUnsubscribeToken, sendDailyDigests } from './daily-digest.ts';
import { notify } from './notify.ts';

// A one-second delay: long enough for several messages to make one mail, short enough to wait out.
const DELAY_SECONDS = 1;
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ UNREAD_MESSAGE_MAIL_DELAY_SECONDS: String(DELAY_SECONDS) });
}, 120_000);
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

const PATH = '/api/notification-preferences';

async function choose(member: Member, changes: Partial<TNotificationPreferences>) {
  const response = await member.client.put(PATH, { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes });
  expect(response.statusCode).toBe(200);
}

/** The mails an address received besides the sign-up's verification mail. */
async function mailsTo(email: string) {
  await t.app.jobsSettled();
  return t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email), ne(outboxMails.subject, 'Verify your e-mail address')))
    .orderBy(outboxMails.id);
}

/** Waits out the unread-message delay, then runs what came due. */
async function afterTheDelay() {
  await new Promise((resolve) => setTimeout(resolve, DELAY_SECONDS * 1000 + 300));
  await t.app.jobsSettled();
}

async function conversationBetween(agent: Member, player: Member): Promise<number> {
  const response = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json().id;
}

async function send(member: Member, conversationId: number, message: string) {
  const response = await member.client.post('/api/messages/send', { conversationId, senderId: member.id, message });
  expect(response.statusCode).toBe(201);
}

describe('GET/PUT /api/notification-preferences', () => {
  it('answers the defaults (message mails on, the bell for the rest, chime on) until the member chooses, then what they chose', async () => {
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get(PATH)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toMatchObject({ messages: 'email', applications: 'bell', chime: true });
    const chosen = { messages: 'off', applications: 'email', opportunities: 'digest', alerts: 'bell', chime: false };
    const saved = await player.client.put(PATH, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await player.client.get(PATH)).json()).toEqual(chosen);
    // Another member's stay their own.
    const other = await createMember(t.app, 'Scout');
    expect((await other.client.get(PATH)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('refuses a value outside the choices, with a message naming them (400)', async () => {
    const player = await createMember(t.app, 'Player');
    const offForApplications = await player.client.put(PATH, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      applications: 'off',
    });
    expect(offForApplications.statusCode).toBe(400);
    expect(offForApplications.body).toContain('Choose bell, email or digest.');
    const missing = await player.client.put(PATH, { messages: 'bell' });
    expect(missing.statusCode).toBe(400);
    const unknownField = await player.client.put(PATH, { ...DEFAULT_NOTIFICATION_PREFERENCES, account: 'off' });
    expect(unknownField.statusCode).toBe(400);
    expect((await player.client.get(PATH)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('answers 401 to anonymous callers', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.put(PATH, DEFAULT_NOTIFICATION_PREFERENCES)).statusCode).toBe(401);
  });
});

describe('notifications obey the preferences', () => {
  it("mails a notification's line and link to a member who chose e-mail for its category, not otherwise", async () => {
    const player = await createMember(t.app, 'Player');
    await choose(player, { applications: 'email' });
    await notify(
      t.db,
      player.id,
      'application_status_changed',
      'Your application was shortlisted',
      '/player-dashboard',
    );
    const [mail, ...more] = await mailsTo(player.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your application was shortlisted');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/player-dashboard`);
    // Every queued mail has an HTML part with its links clickable (decision 031).
    expect(mail?.html).toContain(`<a href="${TEST_ORIGIN}/player-dashboard">`);

    // A saved-search alert stays in the bell (alerts: bell), and nothing is mailed for it.
    await notify(t.db, player.id, 'saved_search_match', 'A new match');
    expect(await mailsTo(player.email)).toHaveLength(1);
  });

  it('makes no bell line for a message when messages are off; other notifications still arrive', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    await choose(player, { messages: 'off' });
    const conversationId = await conversationBetween(agent, player);
    await send(agent, conversationId, 'Hello there');
    const bell = await t.db.select().from(notifications).where(eq(notifications.memberId, player.id));
    expect(bell.map((row) => row.type)).not.toContain('message_received');
  });
});

describe('the unread-message mail', () => {
  it('sends one mail for several unread messages, naming the sender and linking to the conversation, never quoting', async () => {
    const agent = await createMember(t.app, 'Agent', { fullName: 'Alex Agent' });
    const player = await createMember(t.app, 'Player');
    await choose(player, { messages: 'email' });
    const conversationId = await conversationBetween(agent, player);
    await send(agent, conversationId, 'A secret trial offer');
    await send(agent, conversationId, 'Call me back');
    // Not before the delay.
    expect(await mailsTo(player.email)).toEqual([]);
    await afterTheDelay();
    const mails = await mailsTo(player.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // What the member reads: the sender's name isolated (decision 069).
    expect(mail?.subject).toBe(`Unread messages from ${isolate('Alex Agent')}`);
    expect(mail?.text).toContain(`${isolate('Alex Agent')} sent you 2 messages`);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/player-dashboard?conversation=${conversationId}`);
    expect(mail?.text).not.toContain('secret');
    expect(mail?.html).not.toContain('secret');

    // A later message starts a new wait, and then one mail about it alone.
    await send(agent, conversationId, 'Still there?');
    await afterTheDelay();
    const again = await mailsTo(player.email);
    expect(again).toHaveLength(2);
    expect(again.map((m) => m.text).join('\n')).toContain(`${isolate('Alex Agent')} sent you a message`);
  });

  it('sends nothing when the member read the conversation meanwhile, or turned message mails off', async () => {
    const agent = await createMember(t.app, 'Agent');
    const reader = await createMember(t.app, 'Player');
    await choose(reader, { messages: 'email' });
    const readConversation = await conversationBetween(agent, reader);
    await send(agent, readConversation, 'Hello');
    expect((await reader.client.get(`/api/messages/${readConversation}`)).statusCode).toBe(200);

    const changedMind = await createMember(t.app, 'Player');
    await choose(changedMind, { messages: 'email' });
    const otherConversation = await conversationBetween(agent, changedMind);
    await send(agent, otherConversation, 'Hello');
    await choose(changedMind, { messages: 'bell' });

    await afterTheDelay();
    expect(await mailsTo(reader.email)).toEqual([]);
    expect(await mailsTo(changedMind.email)).toEqual([]);
  });

  it('never mails a minor about an agent whose approval was revoked meanwhile (safeguarding)', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Sam Agent' });
    const minor = await createConsentedMinor(t.app);
    await t.db.insert(underageMessageRequests).values({
      agentId: agent.id,
      playerId: minor.id,
      playerFullName: 'Minor',
      playerDob: '2010-01-01',
      playerEmail: minor.email,
      status: 'Approved',
      approvedAt: new Date(),
    });
    await choose(minor, { messages: 'email' });
    const conversationId = await conversationBetween(agent, minor);
    await send(agent, conversationId, 'Hello');
    // The parent withdraws the approval before the mail is due (parental-revoke.ts does the same).
    await t.db
      .update(underageMessageRequests)
      .set({ status: 'Revoked', revokedAt: new Date() })
      .where(and(eq(underageMessageRequests.agentId, agent.id), eq(underageMessageRequests.playerId, minor.id)));
    await afterTheDelay();
    expect(await mailsTo(minor.email)).toEqual([]);
  });
});

describe('sendDailyDigests', () => {
  it('mails each digest member their lines since the last digest once, with one-click List-Unsubscribe', async () => {
    const player = await createMember(t.app, 'Player');
    const bellOnly = await createMember(t.app, 'Player');
    await choose(player, { alerts: 'digest' });
    for (const member of [player, bellOnly]) {
      await notify(t.db, member.id, 'saved_search_match', 'A striker matches "Left-footed <9>"', '/scout-dashboard');
      await notify(t.db, member.id, 'application_received', 'Not in the digest: applications stay in the bell');
    }
    const now = new Date(Date.now() + 1000);
    expect(await sendDailyDigests(t.db, now, { appOrigin: TEST_ORIGIN, authSecret: AUTH_SECRET })).toMatchObject({
      sent: 1,
    });
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.state, 'waiting')));
    const token = digestUnsubscribeToken(player.id, AUTH_SECRET);
    const unsubscribe = `${TEST_ORIGIN}/api/notification-preferences/digest-unsubscribe?token=${token}`;
    expect(queued?.payload).toMatchObject({
      to: player.email,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const [mail, ...more] = await mailsTo(player.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('1 notification');
    expect(mail?.text).toContain('A striker matches "Left-footed <9>"');
    expect(mail?.text).not.toContain('Not in the digest');
    expect(mail?.html).toContain('A striker matches &quot;Left-footed &lt;9&gt;&quot;');
    expect(await mailsTo(bellOnly.email)).toEqual([]);

    // Run again (a second instance, a retry): nothing is sent twice.
    expect((await sendDailyDigests(t.db, now, { appOrigin: TEST_ORIGIN, authSecret: AUTH_SECRET })).sent).toBe(0);
    expect(await mailsTo(player.email)).toHaveLength(1);
  });

  it('turns the digests off from the link without signing in (RFC 8058 one-click post), and refuses a forged token', async () => {
    const player = await createMember(t.app, 'Player');
    await choose(player, { alerts: 'digest', applications: 'digest', messages: 'email' });
    const path = `/api/notification-preferences/digest-unsubscribe?token=${digestUnsubscribeToken(player.id, AUTH_SECRET)}`;

    // Following the link (a person, or a mail scanner) changes nothing: it shows a button.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(NOTIFICATION_PREFERENCE_LABELS.unsubscribeConfirm);
    expect((await player.client.get(PATH)).json()).toMatchObject({ alerts: 'digest' });

    // What a mail provider sends: a form post, no cookie, no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(NOTIFICATION_PREFERENCE_LABELS.unsubscribed);
    expect((await player.client.get(PATH)).json()).toMatchObject({
      alerts: 'bell',
      applications: 'bell',
      messages: 'email',
    });

    const forged = `${player.id}.${'A'.repeat(43)}`;
    for (const url of [
      `/api/notification-preferences/digest-unsubscribe?token=${forged}`,
      '/api/notification-preferences/digest-unsubscribe?token=nonsense',
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(NOTIFICATION_PREFERENCE_LABELS.unsubscribeInvalid);
    }
    // Another form post elsewhere is still refused as before (forged-requests.ts).
    const elsewhere = await player.client.app.inject({
      method: 'PUT',
      url: PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.client.cookie },
      payload: 'messages=off',
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});
