import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mails kept instead of sent when no SMTP server is configured (development and tests). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The Message-ID the mail was sent with (one per queued job, so a retry is recognisably the same mail). */
    messageId: text('message_id'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_mails_to_idx').on(table.to, table.id),
    // The daily purge of old dev-mailbox mails (decision 030).
    index('outbox_mails_created_at_idx').on(table.createdAt),
  ],
);
