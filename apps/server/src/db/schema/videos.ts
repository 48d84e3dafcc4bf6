import { sql } from 'drizzle-orm';
import {
  check,
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
  },
  (table) => [
    // Sync is idempotent: a channel's video is stored once per player.
    unique('videos_player_video_unique').on(table.playerId, table.youtubeVideoId),
    index('videos_player_id_idx').on(table.playerId, table.id.desc()),
    index('videos_average_rating_idx').on(table.averageRating, table.id.desc()),
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
