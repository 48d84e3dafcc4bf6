import { PLAYER_STATUSES, type TSpecificPosition } from '@scouting/contract/constants';
import { STORED_PARENT_CONSENT_STATES } from '@scouting/contract/safeguarding';
import { VIDEO_SOURCES, VIDEO_STATUSES } from '@scouting/contract/videos';
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
import { memberColumn, members } from './members.ts';

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: memberColumn('player_id'),
    // A YouTube video, or a clip uploaded here (decision 034). YouTube rows are Ready from the start
    // and leave the upload columns null; a re-sync only ever touches source 'youtube'.
    source: text('source', { enum: VIDEO_SOURCES }).notNull().default('youtube'),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('Ready'),
    youtubeVideoId: text('youtube_video_id'),
    title: text('title').notNull(),
    // YouTube's thumbnail; null for an uploaded clip (its poster is served by /api/videos/{id}/poster).
    thumbnailUrl: text('thumbnail_url'),
    // An uploaded clip: who sent it (the player), why processing failed, the storage keys of the
    // original (until transcoded), the MP4 and the poster, its length and sizes.
    uploaderId: integer('uploader_id').references(() => members.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    sourceKey: text('source_key'),
    clipKey: text('clip_key'),
    posterKey: text('poster_key'),
    durationSeconds: real('duration_seconds'),
    // Bytes received: what the per-member upload limits count (decision 034).
    bytes: integer('bytes'),
    clipBytes: integer('clip_bytes'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Kept up to date in the transaction of each rating, so the pool filters and sorts without aggregating.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The owner's say (docs/product.md#videos-and-ratings): a hidden video is seen by its owner alone, and a re-sync keeps
    // it hidden. The profile lists by sort_order, then newest first: every video starts at 0, so
    // until the owner orders them (1, 2, …) they stay newest first, and a video synced after the
    // ordering comes first, where a player looks for what they just uploaded.
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    // The player's facts the pool filters on, copied here by database triggers (migration 0009,
    // decision 016) whenever the member or player row changes, never written by the application:
    // the pool then filters and orders on one index without visiting members or players.
    playerCountry: text('player_country'),
    playerDob: date('player_dob', { mode: 'string' }),
    playerPrimaryPosition: text('player_primary_position').$type<TSpecificPosition>(),
    playerStatus: text('player_status', { enum: PLAYER_STATUSES }),
    playerParentConsent: text('player_parent_consent', { enum: STORED_PARENT_CONSENT_STATES }),
    // Suspended, or hidden by an admin (docs/product.md#reports-and-suspension): out of the pool.
    playerRemoved: boolean('player_removed').notNull().default(false),
  },
  (table) => [
    // Sync is idempotent: a channel's video is stored once per player.
    unique('videos_player_video_unique').on(table.playerId, table.youtubeVideoId),
    index('videos_player_order_idx').on(table.playerId, table.sortOrder, table.id.desc()),
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
      table.hidden,
      table.status,
    ),
    // The per-member upload limits sum bytes by uploader (decision 034).
    index('videos_uploader_idx').on(table.uploaderId, table.createdAt),
    check(
      'videos_source_fields',
      sql`(${table.source} = 'youtube' and ${table.youtubeVideoId} is not null and ${table.thumbnailUrl} is not null) or (${table.source} = 'upload' and ${table.youtubeVideoId} is null)`,
    ),
  ],
);

/** One rating per viewer and video; rating again replaces it (docs/product.md#videos-and-ratings). */
export const videoRatings = pgTable(
  'video_ratings',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    viewerId: memberColumn('viewer_id'),
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

/**
 * The bytes of every clip upload, for the day's limit (decision 034). A row is written in the
 * transaction that records the clip, after the member's row was locked, so uploads sent at once
 * count one after the other; deleting the clip leaves its row, so deleting gives no bytes of the
 * day back, and an upload that fails before it is recorded writes none.
 */
export const videoUploadBytes = pgTable(
  'video_upload_bytes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploaderId: memberColumn('uploader_id'),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_upload_bytes_uploader_idx').on(table.uploaderId, table.createdAt)],
);
