import { OVERSIGHT_MESSAGES } from '@scouting/contract/agent-oversight';
import {
  agentConversationCursor,
  type TAgentConversation,
  type TAgentConversationList,
  type TAgentConversationMessages,
} from '@scouting/contract/schemas/agent-oversight';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { conversations, members, messages } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { minorDobFrom } from '../safeguarding/visible-player.ts';

const first = alias(members, 'first_member');
const second = alias(members, 'second_member');

// A pair is stored lowest id first, so the agent may be either participant.
const agentAndPlayer = or(
  and(eq(first.role, 'Agent'), eq(second.role, 'Player')),
  and(eq(first.role, 'Player'), eq(second.role, 'Agent')),
);

/** Whether the player of the pair is under 18 today (docs/product.md#minors, by year and month). */
function playerIsMinor(): SQL<boolean> {
  return sql<boolean>`(case when ${first.role} = 'Player' then ${first.dob} else ${second.dob} end) >= ${minorDobFrom()}`;
}

const minorsFirst = keyset(agentConversationCursor, [
  { column: playerIsMinor(), order: 'desc' },
  { column: conversations.id, order: 'desc' },
]);

type Row = {
  conversation: typeof conversations.$inferSelect;
  first: { id: number; fullName: string; role: string };
  second: { id: number; fullName: string; role: string };
  minor: boolean;
};

function selection() {
  return {
    conversation: conversations,
    first: { id: first.id, fullName: first.fullName, role: first.role },
    second: { id: second.id, fullName: second.fullName, role: second.role },
    minor: playerIsMinor(),
  };
}

/**
 * A conversation as the admins' pages show it. Its last message is left out when the player is a
 * minor: an admin reads a minor's conversation only by opening it, which goes on the audit log
 * (readAgentConversation), so the list itself carries none of its words.
 */
function toConversation({ conversation, first: a, second: b, minor }: Row): TAgentConversation {
  const [agent, player] = a.role === 'Agent' ? [a, b] : [b, a];
  return {
    id: conversation.id,
    agent: { id: agent.id, fullName: agent.fullName },
    player: { id: player.id, fullName: player.fullName, minor: Boolean(minor) },
    lastMessage: minor ? null : conversation.lastMessage,
    lastMessageRemoved: minor ? false : conversation.lastMessageRemoved,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
  };
}

/**
 * GET /api/admin/agent-conversations (docs/product.md#admin-pages): every conversation between an agent and a
 * player, those with a minor first, then newest first; both members joined in the same query.
 * Minors-first depends on today's date, so no index can hold that order: the list reads the
 * conversations with their two members, which the admins' oversight can afford.
 */
export async function listAgentConversations(
  db: DbOrTx,
  page: { limit: number; cursor?: [boolean, number] | undefined },
): Promise<TAgentConversationList> {
  const rows = await db
    .select(selection())
    .from(conversations)
    .innerJoin(first, eq(first.id, conversations.participant1Id))
    .innerJoin(second, eq(second.id, conversations.participant2Id))
    .where(and(agentAndPlayer, minorsFirst.after(page.cursor)))
    .orderBy(...minorsFirst.orderBy)
    .limit(minorsFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = minorsFirst.page(rows, page.limit, (row) => [
    Boolean(row.minor),
    row.conversation.id,
  ]);
  return { conversations: pageRows.map(toConversation), nextCursor };
}

const oldestFirst = keyset(idCursor, [{ column: messages.id, order: 'asc' }]);

/**
 * GET /api/admin/agent-conversations/{id}/messages (docs/product.md#admin-pages): an admin reads a conversation
 * between an agent and a player, oldest first, hidden messages included and marked. Every page
 * read goes on the audit log with the player as subject and the messages it showed, in the same
 * transaction as the read: a later page (a cursor, which anyone can write) reads nothing
 * unrecorded either.
 */
export async function readAgentConversation(
  db: DbOrTx,
  admin: Member,
  id: number,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TAgentConversationMessages> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(selection())
      .from(conversations)
      .innerJoin(first, eq(first.id, conversations.participant1Id))
      .innerJoin(second, eq(second.id, conversations.participant2Id))
      .where(and(eq(conversations.id, id), agentAndPlayer))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', OVERSIGHT_MESSAGES.conversationNotReviewable);
    const conversation = toConversation(row);
    const rows = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, id), oldestFirst.after(page.cursor)))
      .orderBy(asc(messages.id))
      .limit(oldestFirst.fetch(page.limit));
    const { rows: pageRows, nextCursor } = oldestFirst.page(rows, page.limit, (message) => [message.id]);
    await recordAudit(tx, {
      actor: admin,
      action: 'conversation.read',
      subject: conversation.player,
      target: { type: 'conversation', id },
      details: {
        agentId: conversation.agent.id,
        minor: conversation.player.minor,
        // Which messages this page showed: none when it read past the last one.
        firstMessageId: pageRows[0]?.id ?? null,
        lastMessageId: pageRows.at(-1)?.id ?? null,
      },
    });
    return {
      conversation,
      messages: pageRows.map((message) => ({
        id: message.id,
        senderId: message.senderId,
        message: message.message,
        hidden: message.hiddenAt !== null,
        createdAt: message.createdAt.toISOString(),
      })),
      nextCursor,
    };
  });
}
