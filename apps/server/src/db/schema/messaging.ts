import { UNDERAGE_REQUEST_STATUSES } from '@scouting/contract/underage';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberColumn, members } from './members.ts';

/**
 * A conversation between two members. The pair is stored lowest id first so that starting
 * again with the same member finds the same conversation; the last message is kept on the row
 * so the inbox lists conversations by last activity without a query per conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participant1Id: memberColumn('participant1_id'),
    participant2Id: memberColumn('participant2_id'),
    lastMessage: text('last_message'),
    // The last message was hidden by an admin. last_message then holds the removal message's id; the
    // flag, not that text, says so, since a member could type the same text.
    lastMessageRemoved: boolean('last_message_removed').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('conversations_pair_unique').on(table.participant1Id, table.participant2Id),
    check('conversations_pair_ordered', sql`${table.participant1Id} < ${table.participant2Id}`),
    index('conversations_participant1_idx').on(table.participant1Id, table.lastMessageAt.desc()),
    index('conversations_participant2_idx').on(table.participant2Id, table.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: memberColumn('sender_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Hidden by an admin after a report; kept (messages to minors are never deleted).
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_conversation_id_idx').on(table.conversationId, table.id.desc()),
    index('messages_sender_id_idx').on(table.senderId),
    // Agent Analytics' weekly counts read a range of weeks (docs/product.md#admin-pages).
    index('messages_created_at_idx').on(table.createdAt),
  ],
);

/** An agent's request to message a minor; status null means Pending (docs/product.md#contact-requests). */
export const underageMessageRequests = pgTable(
  'underage_message_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: memberColumn('agent_id'),
    playerId: memberColumn('player_id'),
    playerFullName: text('player_full_name').notNull(),
    playerDob: text('player_dob').notNull(),
    playerEmail: text('player_email').notNull(),
    // What the agent wants, in their words: the admin reads it, and the parent's mail quotes it.
    message: text('message'),
    status: text('status', { enum: UNDERAGE_REQUEST_STATUSES }),
    approvedBy: integer('approved_by').references(() => members.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // The parent withdrew the approval from their mail: the conversation is read-only for the agent.
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // An admin declined (docs/product.md#admin-pages): the reason the agent was told; who declined is in the audit log.
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('underage_requests_agent_player_unique').on(table.agentId, table.playerId),
    index('underage_requests_player_id_idx').on(table.playerId),
    index('underage_requests_approved_by_idx').on(table.approvedBy),
    index('underage_requests_created_idx').on(table.id.desc()),
    // The admins' queue and its count (docs/product.md#admin-pages): what waits, oldest first.
    index('underage_requests_pending_idx').on(table.id).where(sql`${table.status} is null`),
  ],
);
