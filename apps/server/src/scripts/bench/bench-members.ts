import { dobYearsAgo, type RegistrationRole, registrationPayload } from '@scouting/contract/fixtures/members';
import { ZRegisterRequest } from '@scouting/contract/schemas/registration';
import { count, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { loadMember, type Member } from '../../auth/caller.ts';
import { updateAgents } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { startConversation } from '../../modules/messaging/conversations.ts';
import { sendMessage } from '../../modules/messaging/messages.ts';
import { notify } from '../../modules/notifications/notify.ts';
import { registerMember } from '../../modules/registration/register-member.ts';

export const BENCH_PASSWORD = 'Bench!Pass1';
export const NOTIFICATIONS_PER_POLL = 30;
const MESSAGES_IN_THREAD = 20;

export type BenchAccount = { id: number; email: string };
export type BenchMembers = { player: BenchAccount; agent: BenchAccount; conversationId: number };

/**
 * A verified account with the bench's password (hashed once by the caller: hashing is slow on
 * purpose) and its member, made through the registration service as seed:demo does.
 */
export async function registerBenchAccount(
  db: Database,
  auth: Auth,
  passwordHash: string,
  role: RegistrationRole,
  name: string,
): Promise<BenchAccount> {
  const context = await auth.$context;
  const email = `${name}@bench.example`;
  const account = await context.internalAdapter.createUser(
    { email, name, emailVerified: true },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: account.id,
    providerId: 'credential',
    accountId: account.id,
    password: passwordHash,
  });
  const payload = registrationPayload(role, {
    fullName: `Bench ${role}`,
    username: `bench_${name}`,
    dob: dobYearsAgo(25),
  });
  const id = await registerMember(db, account.id, ZRegisterRequest.parse(payload), {
    // Made-up players are nobody's news: no saved-search alerts queued for them (decision 072).
    savedSearchAlerts: false,
  });
  return { id, email };
}

/**
 * The members the HTTP figures are measured as, made the way seed:demo makes them (a verified
 * account through Better Auth's adapter, the member through the registration service): an adult
 * player with exactly 30 notifications, and a verified agent who talks with them in a thread of
 * 20 messages (sent through the messaging service, which also notifies the player).
 */
export async function seedBenchMembers(db: Database, auth: Auth): Promise<BenchMembers> {
  const context = await auth.$context;
  const hash = await context.password.hash(BENCH_PASSWORD);

  const register = (role: RegistrationRole, name: string) => registerBenchAccount(db, auth, hash, role, name);

  const player = await register('Player', 'player');
  const agent = await register('Agent', 'agent');
  await updateAgents(db, agent.id, { verificationStatus: 'verified' });

  const asMember = async (id: number): Promise<Member> => {
    const member = await loadMember(db, id);
    if (!member) throw new Error(`bench member ${id} is missing`);
    return member;
  };
  const [agentMember, playerMember] = [await asMember(agent.id), await asMember(player.id)];
  const { id: conversationId } = await startConversation(db, agentMember, [agent.id, player.id]);
  for (let i = 0; i < MESSAGES_IN_THREAD; i++) {
    const sender = i % 2 === 0 ? agentMember : playerMember;
    await sendMessage(db, sender, {
      conversationId,
      senderId: sender.id,
      message: `Bench message ${i + 1}: are you available for a trial next month?`,
    });
  }
  // Top up to exactly 30 (the welcome and the agent's messages already notified the player).
  const [existing] = await db.select({ n: count() }).from(notifications).where(eq(notifications.memberId, player.id));
  for (let i = existing?.n ?? 0; i < NOTIFICATIONS_PER_POLL; i++) {
    await notify(db, player.id, 'message_received', `Bench notification ${i + 1}`, null);
  }
  return { player, agent, conversationId };
}

/** Signs a bench account in over HTTP as a browser would; answers its cookie header. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
