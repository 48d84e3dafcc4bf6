import { CAREER_KINDS, CAREER_SOURCES, CONFIRMATION_ANSWERS, CORRECTION_DECISIONS } from '@scouting/contract/career';
import { REFERENCE_STATUSES } from '@scouting/contract/references';
import type { TCareerSeasonInput } from '@scouting/contract/schemas/career';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { players } from './profiles.ts';

/**
 * A player's career (docs/product.md#career-and-seasons): one row per club spell. Months are kept as
 * 'YYYY-MM' text, which sorts as it reads. They go with the player, and so with the account.
 */
export const careerEntries = pgTable(
  'career_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.memberId, { onDelete: 'cascade' }),
    club: text('club').notNull(),
    // Null only for an entry carried over from the wizard's free-text previous club, until the player names it.
    country: text('country'),
    level: text('level'),
    kind: text('kind', { enum: CAREER_KINDS }).notNull(),
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month'),
  },
  // The record is read per player, most recent first.
  (table) => [index('career_entries_player_idx').on(table.playerId, table.fromMonth)],
);

/**
 * One season's numbers at one club. The source says who stands behind them: the player, a coach
 * who confirmed them from a mailed link (their name, role and club as they gave them), or an admin.
 */
export const careerSeasons = pgTable(
  'career_seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => careerEntries.id, { onDelete: 'cascade' }),
    season: text('season').notNull(),
    appearances: integer('appearances').notNull(),
    starts: integer('starts'),
    minutes: integer('minutes'),
    goals: integer('goals').notNull(),
    assists: integer('assists').notNull(),
    cleanSheets: integer('clean_sheets'),
    source: text('source', { enum: CAREER_SOURCES }).notNull().default('Self-reported'),
    confirmerName: text('confirmer_name'),
    confirmerRole: text('confirmer_role'),
    confirmerClub: text('confirmer_club'),
    verifiedBy: integer('verified_by').references(() => members.id, { onDelete: 'set null' }),
    sourceAt: timestamp('source_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('career_seasons_entry_season_idx').on(table.entryId, table.season),
    check('career_seasons_minutes', sql`${table.minutes} is null or ${table.minutes} <= 120 * ${table.appearances}`),
  ],
);

/** What the wizard's free-text previous club said when it could not be read as a club and a year. */
export const careerNotes = pgTable('career_notes', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.memberId, { onDelete: 'cascade' }),
  note: text('note').notNull(),
});

/**
 * A player asks a coach to confirm one entry's seasons (docs/product.md#a-coach-confirms). The link's
 * token exists only in the mail; its SHA-256 is kept, as for parents' links. It works once, for 30
 * days. A correction keeps the coach's numbers until the player accepts or rejects them.
 */
export const careerConfirmationRequests = pgTable(
  'career_confirmation_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.memberId, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => careerEntries.id, { onDelete: 'cascade' }),
    coachName: text('coach_name').notNull(),
    coachEmail: text('coach_email').notNull(),
    coachRole: text('coach_role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer', { enum: CONFIRMATION_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    correction: jsonb('correction').$type<TCareerSeasonInput[]>(),
    correctionDecision: text('correction_decision', { enum: CORRECTION_DECISIONS }),
  },
  // The player's requests (their list and the mail caps' cooldown), newest first.
  (table) => [index('career_confirmation_requests_player_idx').on(table.playerId, table.createdAt)],
);

/**
 * A coach's reference (docs/product.md#references): the player names a coach, the coach writes a few
 * lines from a mailed link (its SHA-256 kept, once, for 30 days, as for confirmations), and the lines
 * show on the profile only after the player approves them. Removing one deletes the row.
 */
export const careerReferences = pgTable(
  'career_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.memberId, { onDelete: 'cascade' }),
    coachName: text('coach_name').notNull(),
    coachEmail: text('coach_email').notNull(),
    coachRole: text('coach_role').notNull(),
    coachClub: text('coach_club').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: REFERENCE_STATUSES }).notNull().default('pending'),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  // The player's list and the cooldown read newest first; the profile reads the approved ones.
  (table) => [
    index('career_references_player_idx').on(table.playerId, table.createdAt),
    check('career_references_written', sql`${table.status} = 'pending' or ${table.text} is not null`),
  ],
);
