import { AVAILABILITIES } from '@scouting/contract/availability';
import { CLUB_TYPES, PLAYER_STATUSES, PREFERRED_FEET, type TSpecificPosition } from '@scouting/contract/constants';
import { VERIFICATION_STATUSES } from '@scouting/contract/profiles';
import { STORED_PARENT_CONSENT_STATES } from '@scouting/contract/safeguarding';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// One row per member in the table of their role (with the role's own fields). The member id is
// the primary key, so a role row cannot exist twice or without its member.

const memberId = () =>
  integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' });

export const players = pgTable(
  'players',
  {
    memberId: memberId(),
    emailAddress: text('email_address').notNull(),
    currentClub: text('current_club').notNull(),
    clubCountry: text('club_country').notNull(),
    previousClub: text('previous_club').notNull(),
    status: text('status', { enum: PLAYER_STATUSES }).notNull(),
    primaryPosition: text('primary_position').$type<TSpecificPosition>().notNull(),
    secondaryPosition: text('secondary_position').$type<TSpecificPosition>().notNull(),
    preferredFoot: text('preferred_foot', { enum: PREFERRED_FEET }).notNull(),
    heightM: real('height_m').notNull(),
    weightKg: real('weight_kg').notNull(),
    playerStrength: text('player_strength').notNull(),
    parentEmail: text('parent_email'),
    // A minor's parent answered the consent mail: null until they do (or while no e-mail is given).
    parentConsent: text('parent_consent', { enum: STORED_PARENT_CONSENT_STATES }),
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true }),
    transfermarktUrl: text('transfermarkt_url'),
    canEditTransfermarkt: boolean('can_edit_transfermarkt').notNull().default(true),
    youtubeChannelId: text('youtube_channel_id'),
    // Availability (docs/product.md#availability): the contract's last month as its first day, so a
    // search compares dates; null while the player has not said, as is the availability.
    contractUntil: date('contract_until', { mode: 'string' }),
    availability: text('availability', { enum: AVAILABILITIES }),
    // The countries they would move to, or every country; two columns so "anywhere" needs no list.
    relocationCountries: text('relocation_countries').array().notNull().default(sql`'{}'::text[]`),
    relocationAnywhere: boolean('relocation_anywhere').notNull().default(false),
    // Kept by database triggers (migration 0009), never written by the application: the search
    // text (name, username, current and previous club, unaccented) and the videos' totals, so
    // the player search filters and sorts on one table (decision 018).
    searchText: text('search_text').notNull().default(''),
    videoCount: integer('video_count').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
  },
  // Video pool filters by position and status.
  (table) => [
    index('players_primary_position_idx').on(table.primaryPosition),
    index('players_status_idx').on(table.status),
    // Search: typo-tolerant text (pg_trgm), secondary position, and the rating order.
    index('players_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('players_secondary_position_idx').on(table.secondaryPosition),
    index('players_average_rating_idx').on(table.averageRating.desc(), table.memberId),
    // Search by contract end, availability and destination (decision 057).
    index('players_contract_until_idx').on(table.contractUntil).where(sql`${table.contractUntil} is not null`),
    index('players_availability_idx').on(table.availability),
    index('players_relocation_countries_idx').using('gin', table.relocationCountries),
    index('players_relocation_anywhere_idx').on(table.memberId).where(sql`${table.relocationAnywhere}`),
  ],
);

/**
 * The words of each player's search text (migration 0012), kept by the same triggers as
 * `players.search_text` and never written by the application. Best match lists players whose text
 * holds every typed word first, in id order: read along this btree, they need no trigram scoring
 * (decision 018, follow-up).
 */
export const playerSearchWords = pgTable(
  'player_search_words',
  {
    word: text('word').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => players.memberId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.memberId] }),
    // The trigger replaces one player's words at a time.
    index('player_search_words_member_id_idx').on(table.memberId),
  ],
);

export const agents = pgTable('agents', {
  memberId: memberId(),
  agencyName: text('agency_name').notNull(),
  agencyWebsite: text('agency_website').notNull(),
  countryOfOperation: text('country_of_operation').notNull(),
  yearsOfExperience: integer('years_of_experience').notNull(),
  contactEmail: text('contact_email').notNull(),
  verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES }).notNull().default('not_requested'),
  allowResubmission: boolean('allow_resubmission').notNull().default(false),
});

export const scouts = pgTable('scouts', {
  memberId: memberId(),
  contactEmail: text('contact_email').notNull(),
  countryOfOperation: text('country_of_operation').notNull(),
  currentEmployer: text('current_employer').notNull(),
  scoutingExperience: integer('scouting_experience').notNull(),
  website: text('website').notNull(),
});

export const clubs = pgTable('clubs', {
  memberId: memberId(),
  clubName: text('club_name').notNull(),
  clubCountry: text('club_country').notNull(),
  currentLeague: text('current_league').notNull(),
  typeOfClub: text('type_of_club', { enum: CLUB_TYPES }).notNull(),
  clubEmail: text('club_email').notNull(),
  clubWebsite: text('club_website').notNull(),
});
