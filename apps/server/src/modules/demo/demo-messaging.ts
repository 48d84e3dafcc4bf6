import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { conversations, members, messages, players, underageMessageRequests } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { demoMemberIds } from './demo-people.ts';

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
 * Underage requests in each state (SPEC §4, issue 12): pending, approved (with a conversation), and
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

export async function seedDemoMessaging(tx: Transaction, idsByName: Map<string, number>) {
  const id = demoMemberIds(idsByName);
  const [admin] = await tx
    .select({ id: members.id, fullName: members.fullName })
    .from(members)
    .where(eq(members.role, 'Admin'))
    .limit(1);
  const conversationsToSeed = DEMO_CONVERSATIONS;

  for (const request of DEMO_UNDERAGE_REQUESTS) {
    const [player] = await tx
      .select({ id: members.id, fullName: members.fullName, dob: members.dob, email: players.emailAddress })
      .from(members)
      .innerJoin(players, eq(players.memberId, members.id))
      .where(eq(members.id, id(request.player)));
    if (!player) throw new Error(`demo player ${request.player} is missing`);
    const [created] = await tx
      .insert(underageMessageRequests)
      .values({
        agentId: id(request.agent),
        playerId: player.id,
        playerFullName: player.fullName,
        playerDob: player.dob ?? '',
        playerEmail: player.email,
        message: request.message,
        status: request.state === 'pending' ? null : request.state === 'approved' ? 'Approved' : 'Revoked',
        approvedBy: request.state === 'pending' ? null : (admin?.id ?? null),
        approvedAt: request.state === 'pending' ? null : new Date(Date.now() - 3 * 24 * HOUR),
        revokedAt: request.state === 'revoked' ? new Date(Date.now() - 24 * HOUR) : null,
      })
      .returning({ id: underageMessageRequests.id });
    if (!created) throw new Error('underage request insert returned no row');
    const target = { type: 'underage_request', id: created.id };
    const subject = { id: player.id, fullName: player.fullName };
    if (request.state !== 'pending' && admin) {
      await recordAudit(tx, { actor: admin, action: 'underage_request.approved', subject, target });
    }
    if (request.state === 'revoked') {
      await recordAudit(tx, { actor: null, action: 'underage_request.revoked_by_parent', subject, target });
    }
  }

  let clock = Date.now() - conversationsToSeed.length * 24 * HOUR;
  for (const conversation of conversationsToSeed) {
    const agentId = id(conversation.agent);
    const playerId = id(conversation.player);
    const [created] = await tx
      .insert(conversations)
      .values({
        participant1Id: Math.min(agentId, playerId),
        participant2Id: Math.max(agentId, playerId),
        createdAt: new Date(clock),
      })
      .returning({ id: conversations.id });
    if (!created) throw new Error('conversation insert returned no row');
    let last: { text: string; at: Date } | null = null;
    for (const line of conversation.lines) {
      clock += 2 * HOUR;
      last = { text: line.text, at: new Date(clock) };
      await tx.insert(messages).values({
        conversationId: created.id,
        senderId: line.from === 'agent' ? agentId : playerId,
        message: line.text,
        createdAt: last.at,
      });
    }
    if (last) {
      await tx
        .update(conversations)
        .set({ lastMessage: last.text, lastMessageAt: last.at })
        .where(eq(conversations.id, created.id));
    }
    clock += 20 * HOUR;
  }
}
