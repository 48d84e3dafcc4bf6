import { GUARDIAN_LINK_SOURCES } from '@scouting/contract/guardians';
import { GUARDIAN_TOKEN_PURPOSES } from '@scouting/contract/parental-consent';
import { REPORT_STATUSES, REPORT_SUBJECT_TYPES, type TReportReason } from '@scouting/contract/safeguarding';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberColumn, members } from './members.ts';
import { messages, underageMessageRequests } from './messaging.ts';
import { opportunities } from './opportunities.ts';
import { representationOffers } from './representation.ts';

/**
 * A link mailed to a minor's parent: confirm or refuse consent, or revoke an admin's approval of
 * an agent's contact. Only the SHA-256 of the token is kept, so a database leak yields no usable
 * link; a token is single-use (usedAt) and expires.
 */
export const guardianTokens = pgTable(
  'guardian_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: GUARDIAN_TOKEN_PURPOSES }).notNull(),
    playerId: memberColumn('player_id'),
    underageRequestId: integer('underage_request_id').references(() => underageMessageRequests.id, {
      onDelete: 'cascade',
    }),
    // The child's representation agreement the parent is asked to confirm (decision 025).
    representationOfferId: integer('representation_offer_id').references(() => representationOffers.id, {
      onDelete: 'cascade',
    }),
    parentEmail: text('parent_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guardian_tokens_player_id_idx').on(table.playerId),
    index('guardian_tokens_underage_request_id_idx').on(table.underageRequestId),
    index('guardian_tokens_representation_offer_id_idx').on(table.representationOfferId),
    // The daily purge of links expired long ago (decision 030).
    index('guardian_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A Parent member who is a child's guardian (docs/product.md#parents): made when a signed-in parent
 * confirms the consent link (the link they were mailed is how the network knows them), or by an admin.
 * A parent may have several children and a child two guardians. Removing either member removes
 * the link, never the child's records.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: memberColumn('parent_id'),
    childId: memberColumn('child_id'),
    confirmedVia: text('confirmed_via', { enum: GUARDIAN_LINK_SOURCES }).notNull(),
    // The consent link that proved it, while it is kept (decision 030 purges old links).
    guardianTokenId: integer('guardian_token_id').references(() => guardianTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('guardian_links_parent_child_idx').on(table.parentId, table.childId),
    // A child's guardians (My guardians, the admin's view of a child).
    index('guardian_links_child_id_idx').on(table.childId),
    index('guardian_links_guardian_token_id_idx').on(table.guardianTokenId),
  ],
);

/** What a report is about (docs/product.md#reports-and-suspension). */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: memberColumn('reporter_id'),
    subjectType: text('subject_type', { enum: REPORT_SUBJECT_TYPES }).notNull(),
    // The member whose profile, message or post is reported: the one a suspension would hit.
    subjectMemberId: memberColumn('subject_member_id'),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    reason: text('reason').$type<TReportReason>().notNull(),
    details: text('details'),
    // Contact with a minor comes first in the admins' queue.
    involvesMinor: boolean('involves_minor').notNull().default(false),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The review queue: open first, minors first, newest first.
    index('reports_queue_idx').on(table.status, table.involvesMinor.desc(), table.id.desc()),
    // The Pending / Decided filter (docs/product.md#admin-pages): what waits minors first, then oldest first; what
    // was decided (any status but open) minors first, then newest first.
    index('reports_pending_idx').on(table.involvesMinor.desc(), table.id).where(sql`${table.status} = 'open'`),
    index('reports_decided_idx').on(table.involvesMinor.desc(), table.id.desc()).where(sql`${table.status} <> 'open'`),
    index('reports_reporter_id_idx').on(table.reporterId),
    index('reports_subject_member_id_idx').on(table.subjectMemberId),
    index('reports_message_id_idx').on(table.messageId),
    index('reports_opportunity_id_idx').on(table.opportunityId),
    index('reports_decided_by_idx').on(table.decidedBy),
  ],
);

/**
 * Admin decisions on record (docs/product.md#reports-and-suspension). Append-only: a trigger in the migration refuses UPDATE
 * and DELETE. No foreign keys, so that removing a member never rewrites history; names are copied
 * at the time of the decision.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subjectMemberId: integer('subject_member_id'),
    subjectName: text('subject_name'),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.id.desc()),
    index('audit_log_subject_idx').on(table.subjectMemberId, table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.id.desc()),
  ],
);
