import type { TNoticeKey } from '@scouting/contract/notifications';
import type { TNoticeLine, TNotificationType } from '@scouting/contract/schemas/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberColumn('member_id'),
    type: text('type').$type<TNotificationType>().notNull(),
    message: text('message').notNull(),
    // The sentence's key and values (decision 052): shown in each reader's language; null on older lines.
    noticeKey: text('notice_key').$type<TNoticeKey>(),
    noticeValues: jsonb('notice_values').$type<TNoticeLine['values']>(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list, newest first, page by page.
    index('notifications_member_id_idx').on(table.memberId, table.id.desc()),
    // The bell's unread count, polled every 10 seconds by every signed-in member.
    index('notifications_unread_idx').on(table.memberId).where(sql`${table.isRead} = false`),
  ],
);
