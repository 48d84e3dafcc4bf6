import { PLAYER_STATUSES, STORED_PARENT_CONSENT_STATES, type TSpecificPosition } from '@scouting/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    youtubeVideoId: text('youtube_video_id').notNull(),
    title: text('title').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Kept up to date in the transaction of each rating, so the pool filters and sorts without aggregating.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The player's facts the pool filters on, copied here by database triggers (migration 0009,
    // decision 016) whenever the member or player row changes, never written by the application:
    // the pool then filters and orders on one index without visiting members or players.
    playerCountry: text('player_country'),
    playerDob: date('player_dob', { mode: 'string' }),
    playerPrimaryPosition: text('player_primary_position').$type<TSpecificPosition>(),
    playerStatus: text('player_status', { enum: PLAYER_STATUSES }),
    playerParentConsent: text('player_parent_consent', { enum: STORED_PARENT_CONSENT_STATES }),
    // Suspended, or hidden by an admin (issue 12 §6): out of the pool.
    playerRemoved: boolean('player_removed').notNull().default(false),
  },
  (table) => [
    // Sync is idempotent: a channel's video is stored once per player.
    unique('videos_player_video_unique').on(table.playerId, table.youtubeVideoId),
    index('videos_player_id_idx').on(table.playerId, table.id.desc()),
    // The pool's order read backwards (best rated first, then oldest id), carrying every column the
    // pool filters on, so a page is an index-only walk that skips non-matching videos in the index.
    index('videos_pool_idx').on(
      table.averageRating,
      table.id.desc(),
      table.playerId,
      table.playerCountry,
      table.playerDob,
      table.playerPrimaryPosition,
      table.playerStatus,
      table.playerParentConsent,
      table.playerRemoved,
    ),
  ],
);

/** One rating per viewer and video; rating again replaces it (SPEC §5). */
export const videoRatings = pgTable(
  'video_ratings',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.viewerId] }),
    index('video_ratings_viewer_id_idx').on(table.viewerId),
    check('video_ratings_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
