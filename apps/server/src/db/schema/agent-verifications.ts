import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { memberColumn, members } from './members.ts';

/**
 * An agent's request to be verified, with the licence and ID documents. The agent's
 * current state (agents.verification_status, agents.allow_resubmission) follows the latest review;
 * the requests stay as the history of what was sent and decided.
 */
export const agentVerificationRequests = pgTable(
  'agent_verification_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: memberColumn('agent_id'),
    fullName: text('full_name').notNull(),
    licenseNumber: text('license_number').notNull(),
    issuingBody: text('issuing_body').notNull(),
    licenseFileId: uuid('license_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    idFileId: uuid('id_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    agencyName: text('agency_name'),
    agencyWebsite: text('agency_website'),
    agreedToTerms: boolean('agreed_to_terms').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    approved: boolean('approved'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_verification_requests_agent_id_idx').on(table.agentId),
    // The admin list: requests waiting for review first, newest first.
    index('agent_verification_requests_queue_idx').on(table.reviewed, table.id.desc()),
    // Agent Analytics' weekly counts read a range of weeks (docs/product.md#admin-pages).
    index('agent_verification_requests_created_idx').on(table.createdAt),
    index('agent_verification_requests_license_file_idx').on(table.licenseFileId),
    index('agent_verification_requests_id_file_idx').on(table.idFileId),
    index('agent_verification_requests_reviewed_by_idx').on(table.reviewedBy),
    // At most one request waits for review per agent, even when two submissions race.
    uniqueIndex('agent_verification_requests_one_pending_idx').on(table.agentId).where(sql`${table.reviewed} = false`),
  ],
);
