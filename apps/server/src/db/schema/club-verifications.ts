import { CLUB_VERIFICATION_STATUSES } from '@scouting/contract/club-verification';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { memberColumn, members } from './members.ts';

/**
 * A club's request to be verified (docs/product.md#club-needs), with its federation registration
 * document. The club's state is its newest request's status; older requests stay as the history of
 * what was sent and decided. `reviewed` mirrors status <> 'pending' so the admins' queue pages on
 * one index, as the agents' requests do.
 */
export const clubVerificationRequests = pgTable(
  'club_verification_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: memberColumn('club_id'),
    federation: text('federation').notNull(),
    registrationNumber: text('registration_number').notNull(),
    documentFileId: uuid('document_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    status: text('status', { enum: CLUB_VERIFICATION_STATUSES }).notNull().default('pending'),
    reviewed: boolean('reviewed').notNull().default(false),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The club's newest request (its state, its badge): (club_id, id desc).
    index('club_verification_requests_club_idx').on(table.clubId, table.id.desc()),
    index('club_verification_requests_queue_idx').on(table.reviewed, table.id.desc()),
    index('club_verification_requests_document_idx').on(table.documentFileId),
    index('club_verification_requests_reviewed_by_idx').on(table.reviewedBy),
    // At most one request waits per club, even when two submissions race.
    uniqueIndex('club_verification_requests_one_pending_idx').on(table.clubId).where(sql`${table.reviewed} = false`),
  ],
);
