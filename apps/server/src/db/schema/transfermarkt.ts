import type { TPreferredFoot, TSpecificPosition } from '@scouting/contract/constants';
import { LEAGUE_TIERS, POSITIONS_PLAYED, TRANSFERMARKT_STATUSES } from '@scouting/contract/transfermarkt';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { memberColumn } from './members.ts';

/**
 * A player's application to be listed on Transfermarkt. The profile fields are a snapshot taken
 * at submission, so the admin reviews (and forwards) what the player actually sent.
 */
export const transfermarktApplications = pgTable(
  'transfermarkt_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: memberColumn('player_id'),
    fullName: text('full_name').notNull(),
    dob: text('dob').notNull(),
    nationality: text('nationality').notNull(),
    primaryPosition: text('primary_position').$type<TSpecificPosition>().notNull(),
    secondaryPosition: text('secondary_position').$type<TSpecificPosition>().notNull(),
    height: real('height').notNull(),
    weight: real('weight').notNull(),
    preferredFoot: text('preferred_foot').$type<TPreferredFoot>().notNull(),
    currentClub: text('current_club').notNull(),
    clubCountry: text('club_country').notNull(),
    previousClub: text('previous_club').notNull(),
    profileLink: text('profile_link'),
    leagueName: text('league_name').notNull(),
    clubWebsite: text('club_website'),
    emailAddress: text('email_address').notNull(),
    agentDetail: text('agent_detail'),
    introduction: text('introduction').notNull(),
    youtubeLink: text('youtube_link'),
    emailBody: text('email_body'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    governmentIdFileId: uuid('government_id_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    leagueIdCardFileId: uuid('league_id_card_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    status: text('status', { enum: TRANSFERMARKT_STATUSES }).notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transfermarkt_applications_player_id_idx').on(table.playerId),
    // One application waiting for review per player: the service says so first, this decides races.
    uniqueIndex('transfermarkt_applications_one_pending_idx')
      .on(table.playerId)
      .where(sql`${table.status} = 'submitted'`),
    index('transfermarkt_applications_created_idx').on(table.id.desc()),
    // The admins' queue and its count (docs/product.md#admin-pages): what waits, oldest first.
    index('transfermarkt_applications_pending_idx').on(table.id).where(sql`${table.status} = 'submitted'`),
    // The Decided filter (docs/product.md#admin-pages), newest first.
    index('transfermarkt_applications_decided_idx').on(table.id.desc()).where(sql`${table.status} <> 'submitted'`),
    index('transfermarkt_applications_photo_idx').on(table.photoFileId),
    index('transfermarkt_applications_government_id_idx').on(table.governmentIdFileId),
    index('transfermarkt_applications_league_id_idx').on(table.leagueIdCardFileId),
  ],
);

export const transfermarktClubHistory = pgTable(
  'transfermarkt_club_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => transfermarktApplications.id, { onDelete: 'cascade' }),
    /** Order of the entry in the form. */
    position: integer('position').notNull(),
    clubName: text('club_name').notNull(),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year').notNull(),
    leagueName: text('league_name').notNull(),
    leagueTier: text('league_tier', { enum: LEAGUE_TIERS }).notNull(),
    positionPlayed: text('position_played', { enum: POSITIONS_PLAYED }).notNull(),
    matches: integer('matches').notNull().default(0),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    cleanSheets: integer('clean_sheets').notNull().default(0),
    clubWebsite: text('club_website'),
    clubPhotoFileId: uuid('club_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('transfermarkt_club_history_application_idx').on(table.applicationId, table.position),
    index('transfermarkt_club_history_photo_idx').on(table.clubPhotoFileId),
  ],
);
