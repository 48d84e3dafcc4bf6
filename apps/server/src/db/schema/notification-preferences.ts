import type { TDelivery, TMessageDelivery } from '@scouting/contract/schemas/notification-preferences';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn, members } from './members.ts';
import { conversations } from './messaging.ts';

/**
 * How notifications reach a member (decision 031). A member without a row has the
 * defaults (DEFAULT_NOTIFICATION_PREFERENCES: the bell only, chime on), so nobody's mail changes
 * until they choose. Deleted with the member.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    messages: text('messages').$type<TMessageDelivery>().notNull().default('email'),
    applications: text('applications').$type<TDelivery>().notNull().default('bell'),
    opportunities: text('opportunities').$type<TDelivery>().notNull().default('bell'),
    alerts: text('alerts').$type<TDelivery>().notNull().default('bell'),
    chime: boolean('chime').notNull().default(true),
    /** Up to when the daily digest covered the member's notifications (sendDailyDigests). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notification_preferences_messages_check', sql`${table.messages} in ('off', 'bell', 'email', 'digest')`),
    check(
      'notification_preferences_deliveries_check',
      sql`${table.applications} in ('bell', 'email', 'digest') and ${table.opportunities} in ('bell', 'email', 'digest') and ${table.alerts} in ('bell', 'email', 'digest')`,
    ),
    // The daily digest reads only the members who chose it for something.
    index('notification_preferences_digest_idx')
      .on(table.memberId)
      .where(
        sql`${table.messages} = 'digest' or ${table.applications} = 'digest' or ${table.opportunities} = 'digest' or ${table.alerts} = 'digest'`,
      ),
  ],
);

/**
 * Where a participant is in a conversation (decision 031): when they last opened it, and when they
 * were last mailed about its unread messages, so that messages sent in between make one mail and
 * none is sent about messages they have read.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberId: memberColumn('member_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    unreadMailAt: timestamp('unread_mail_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.memberId] }),
    // Account export and erasure read a member's rows.
    index('conversation_reads_member_id_idx').on(table.memberId),
  ],
);
