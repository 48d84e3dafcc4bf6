import { VIDEO_MOMENT_TAGS } from '@scouting/contract/videos';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { videos } from './videos.ts';

/**
 * The moments a player marks in their own videos (docs/product.md#videos-and-ratings). They go with
 * their video (and so with the account, whose videos go with it).
 */
export const videoMoments = pgTable(
  'video_moments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    atSeconds: integer('at_seconds').notNull(),
    endSeconds: integer('end_seconds'),
    tag: text('tag', { enum: VIDEO_MOMENT_TAGS }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The chapters are read per video in the order they happen.
    index('video_moments_video_at_idx').on(table.videoId, table.atSeconds),
    check(
      'video_moments_times',
      sql`${table.atSeconds} >= 0 and (${table.endSeconds} is null or ${table.endSeconds} > ${table.atSeconds})`,
    ),
  ],
);
