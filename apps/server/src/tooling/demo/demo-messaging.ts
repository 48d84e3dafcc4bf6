import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { startConversation } from '../../modules/messaging/conversations.ts';
import { sendMessage } from '../../modules/messaging/messages.ts';
import { revokeApproval } from '../../modules/safeguarding/contact-requests/parental-revoke.ts';
import {
  approveUnderageRequest,
  requestUnderageMessaging,
} from '../../modules/safeguarding/contact-requests/service.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

type Line = { from: 'agent' | 'player'; text: string };

/** Conversations between demo agents and adult players, oldest line first. */
const DEMO_CONVERSATIONS: { agent: string; player: string; lines: Line[] }[] = [
  {
    agent: 'Sofia Romano',
    player: 'Mateo Fernández',
    lines: [
      {
        from: 'agent',
        text: 'Hi Mateo, I watched your highlights against Alcorcón. Great reflexes on that double save.',
      },
      { from: 'player', text: 'Thank you! That was one of my best games this season.' },
      { from: 'agent', text: 'A Segunda club is looking for a second keeper. Would you be open to a trial in March?' },
    ],
  },
  {
    agent: 'Sofia Romano',
    player: 'Rafael Costa',
    lines: [
      { from: 'agent', text: 'Hello Rafael, do you have full-match footage from the last two rounds?' },
      { from: 'player', text: 'Yes, I will upload both matches to my channel this week.' },
    ],
  },
  {
    agent: 'James Whitfield',
    player: 'Kwame Mensah',
    lines: [
      { from: 'player', text: 'Good morning, I saw your opportunity for left backs in England.' },
      { from: 'agent', text: 'Morning Kwame! Send me your availability and I will set up a call.' },
    ],
  },
  // Minors: these conversations exist because an admin approved the requests below.
  {
    agent: 'Sofia Romano',
    player: 'Tomás Silva',
    lines: [{ from: 'agent', text: 'Hello Tomás, an admin approved this conversation. Is your parent copied in?' }],
  },
  // The parent revoked this approval afterwards: the thread stays, read-only for the agent.
  {
    agent: 'Sofia Romano',
    player: 'Aisha Bello',
    lines: [
      { from: 'agent', text: 'Hello Aisha, Remo Stars told me about your season. Could we talk about a trial?' },
      { from: 'player', text: 'Hello! I will ask my mum first.' },
    ],
  },
];

/**
 * Underage requests in each state (docs/product.md#contact-requests, decision 008): pending, approved (with a conversation), and
 * approved then revoked by the parent (the conversation stays, read-only for the agent).
 */
const DEMO_UNDERAGE_REQUESTS: {
  agent: string;
  player: string;
  state: 'pending' | 'approved' | 'revoked';
  message: string;
}[] = [
  {
    agent: 'Sofia Romano',
    player: 'Noah Keller',
    state: 'pending',
    message: 'FC Basel’s academy staff recommended Noah; I would like to talk to him and his parents about a trial.',
  },
  {
    agent: 'Sofia Romano',
    player: 'Tomás Silva',
    state: 'approved',
    message: 'I represent two Sporting academy graduates and would like to introduce myself to Tomás and his family.',
  },
  {
    agent: 'Sofia Romano',
    player: 'Aisha Bello',
    state: 'revoked',
    message: 'A club in Italy asked me about Aisha; I would like to discuss a trial with her.',
  },
];

const HOUR = 60 * 60 * 1000;

/**
 * The requests, approvals, conversations and the parent's revocation go through the same business
 * functions as the API (no mail leaves: the seed has no mailer). Only the clock is set directly.
 */
export async function seedDemoMessaging(db: Database, admin: Member, id: DemoIds) {
  const member = (name: string) => demoMember(db, id(name));
  const revokeTokens: string[] = [];
  for (const request of DEMO_UNDERAGE_REQUESTS) {
    const created = await requestUnderageMessaging(
      db,
      await member(request.agent),
      id(request.player),
      request.message,
    );
    if (request.state === 'pending') continue;
    const { mail } = await approveUnderageRequest(db, admin, created.id);
    if (request.state === 'revoked') revokeTokens.push(mail.token);
  }

  let clock = Date.now() - DEMO_CONVERSATIONS.length * 24 * HOUR;
  for (const conversation of DEMO_CONVERSATIONS) {
    const agent = await member(conversation.agent);
    const player = await member(conversation.player);
    const { id: conversationId } = await startConversation(db, agent, [agent.id, player.id]);
    for (const line of conversation.lines) {
      const sender = line.from === 'agent' ? agent : player;
      await sendMessage(db, sender, { conversationId, senderId: sender.id, message: line.text });
    }
    clock = await spreadOverTime(db, conversationId, clock);
  }
  // The parent revokes once the conversation exists: it stays, read-only for the agent.
  for (const token of revokeTokens) await revokeApproval(db, token);
}

/**
 * No business function writes the past, so the conversation's lines are moved back in time
 * directly (two hours apart, from `clock`): the inbox then looks like days of use, not one second.
 */
async function spreadOverTime(db: Database, conversationId: number, clock: number): Promise<number> {
  const lines = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.id);
  await db
    .update(conversations)
    .set({ createdAt: new Date(clock) })
    .where(eq(conversations.id, conversationId));
  let at = clock;
  for (const line of lines) {
    at += 2 * HOUR;
    await db
      .update(messages)
      .set({ createdAt: new Date(at) })
      .where(eq(messages.id, line.id));
  }
  await db
    .update(conversations)
    .set({ lastMessageAt: new Date(at) })
    .where(eq(conversations.id, conversationId));
  return at + 20 * HOUR;
}
