import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import {
  dobYearsAgo,
  type RegistrationRole,
  registrationPayload,
  STRONG_PASSWORD,
  uniqueEmail,
} from '@scouting/contract/fixtures/members';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetMember } from '../src/auth/caller-cache.ts';
import {
  agents,
  notifications,
  outboxMails,
  players,
  representationAgreements,
  representationOffers,
} from '../src/db/schema/index.ts';
import { ensureAdmin } from '../src/modules/admin/ensure-admin.ts';
import { forgetNotifications } from '../src/modules/notifications/notification-version.ts';
import { recordVerifiedClub } from '../src/tooling/testing/verified-club.ts';
import { TestClient } from './test-app.ts';
import { enableTwoFactorFor, signInWithTwoFactor } from './two-factor.ts';

// One set of fixtures for these tests, the browser journeys and the demo seed (docs/conventions.md#tests).
export { dobYearsAgo, registrationPayload, STRONG_PASSWORD, uniqueEmail } from '@scouting/contract/fixtures/members';

type Role = RegistrationRole;

/**
 * The newest mail kept for an address, and the first link in it, once the queued mails were delivered.
 * Its words without the isolates around members' names (decision 069): a test here reads what the mail
 * says; `infra/mail/mail-texts.test.ts` holds where the isolates go.
 */
export async function latestMail(app: FastifyInstance, to: string) {
  await app.jobsSettled();
  const [mail] = await app.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  if (!mail) throw new Error(`No mail for ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  const words = { subject: withoutIsolates(mail.subject), text: withoutIsolates(mail.text) };
  return { ...mail, ...words, html: mail.html === null ? null : withoutIsolates(mail.html), link: link ?? '' };
}

/** Signs a new account up (signed in afterwards) and, unless told otherwise, verifies its e-mail. */
export async function createAccount(app: FastifyInstance, options: { verified?: boolean; email?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const client = new TestClient(app);
  const response = await client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  if (options.verified !== false) {
    const { link } = await latestMail(app, email);
    const url = new URL(link);
    const verified = await client.get(url.pathname + url.search);
    if (verified.statusCode !== 302) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  }
  return { client, email, password: STRONG_PASSWORD };
}

/** A verified account that went through the wizard: a member of the given role. */
export async function createMember(app: FastifyInstance, role: Role, overrides: Record<string, unknown> = {}) {
  const account = await createAccount(app);
  const payload = registrationPayload(role, overrides);
  const response = await account.client.post('/api/register', payload);
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const { userId } = response.json() as { userId: number };
  // Every registration greets the member (decision 010, tested in registration.test.ts); tests start from an
  // empty bell so they count only the notifications they cause.
  await app.db.delete(notifications).where(and(eq(notifications.memberId, userId), eq(notifications.type, 'welcome')));
  await forgetNotifications(app.keyValueStore, userId);
  return { ...account, id: userId, payload };
}

/** An admin made the way operators make them (docs/architecture.md#identity-and-members), with two-factor sign-in on, signed in. */
export async function createAdmin(app: FastifyInstance) {
  const email = uniqueEmail('admin');
  await ensureAdmin(app.db, app.auth, { email, password: STRONG_PASSWORD });
  // Admins must use two-factor sign-in (decision 012); setting it up is tested in auth/two-factor.test.ts.
  const totpSecret = await enableTwoFactorFor(app, email);
  const client = new TestClient(app);
  await signInWithTwoFactor(client, email, STRONG_PASSWORD, totpSecret);
  const me = (await client.get('/api/me')).json() as { member: { id: number } };
  return { client, email, id: me.member.id, totpSecret };
}

/**
 * A minor's parent confirmed consent (docs/product.md#parental-consent). Tests of other rules start from here; the
 * consent flow itself is tested through its routes in modules/safeguarding/parental-consent.
 */
export async function giveParentalConsent(app: FastifyInstance, playerId: number, parentEmail = 'parent@example.com') {
  await app.db
    .update(players)
    .set({ parentEmail, parentConsent: 'confirmed', parentConsentAt: new Date() })
    .where(eq(players.memberId, playerId));
  // Written behind the app's back, as an admin's decision would be: cached lookups must see it.
  await forgetMember(app.keyValueStore, playerId);
}

/**
 * A player under 18 (16 by default) whose parent has confirmed consent. Each minor's parent has an
 * address of their own: mails to a parent address are capped per recipient, so tests sharing one
 * address would meet each other's count.
 */
export async function createConsentedMinor(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const minor = await createMember(app, 'Player', { dob: dobYearsAgo(16), ...overrides });
  const parentEmail = uniqueEmail('parent');
  await giveParentalConsent(app, minor.id, parentEmail);
  return { ...minor, parentEmail };
}

/** An agent whose licence an admin verified (the review itself is tested in modules/verification). */
export async function verifyAgent(app: FastifyInstance, agentId: number) {
  await app.db.update(agents).set({ verificationStatus: 'verified' }).where(eq(agents.memberId, agentId));
  await forgetMember(app.keyValueStore, agentId);
}

export async function createVerifiedAgent(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const agent = await createMember(app, 'Agent', overrides);
  await verifyAgent(app, agent.id);
  return agent;
}

/** A club an admin verified (the review itself is tested in modules/club-verification). */
export async function verifyClub(app: FastifyInstance, clubId: number) {
  await recordVerifiedClub(app.db, clubId);
}

export async function createVerifiedClub(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const club = await createMember(app, 'Club', overrides);
  await verifyClub(app, club.id);
  return club;
}

/**
 * An active representation agreement between the agent and the player from today (decision 025),
 * written directly: the offer, acceptance and a minor's guardian confirmation are tested in
 * modules/representation, other rules start from here.
 */
export async function representPlayer(app: FastifyInstance, agentId: number, playerId: number) {
  const [offer] = await app.db
    .insert(representationOffers)
    .values({
      agentId,
      playerId,
      months: 12,
      exclusive: false,
      feeHundredths: 300,
      services: ['transfer'],
      message: 'Let me find you a club.',
      status: 'Accepted',
      answeredAt: new Date(),
    })
    .returning({ id: representationOffers.id });
  if (!offer) throw new Error('offer insert returned no row');
  const today = new Date().toISOString().slice(0, 10);
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  await app.db.insert(representationAgreements).values({
    offerId: offer.id,
    agentId,
    playerId,
    exclusive: false,
    startsOn: today,
    endsOn: nextYear,
    signedAt: new Date(),
  });
}
