import type { TScoutRatings, TScoutReportMoment } from '@scouting/contract/schemas/scout-reports';
import { SCOUT_REPORT_VERDICTS, WATCHED_VIA } from '@scouting/contract/scout-reports';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';
import { videos } from './videos.ts';

/**
 * A scouting report (decision 053): its author's judgement of a player in the four corners, with
 * the match they watched and a verdict. Deleting either member deletes the report.
 */
export const scoutReports = pgTable(
  'scout_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: memberColumn('author_id'),
    playerId: memberColumn('player_id'),
    watchedOn: date('watched_on', { mode: 'string' }).notNull(),
    watchedVia: text('watched_via', { enum: WATCHED_VIA }).notNull(),
    competition: text('competition'),
    opponent: text('opponent'),
    minutesWatched: integer('minutes_watched'),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    // The four corners' ratings, each attribute 1-5; an attribute left out was not seen.
    ratings: jsonb('ratings').$type<TScoutRatings>().notNull(),
    potential: integer('potential').notNull(),
    verdict: text('verdict', { enum: SCOUT_REPORT_VERDICTS }).notNull(),
    strengths: text('strengths'),
    weaknesses: text('weaknesses'),
    summary: text('summary'),
    feedbackForPlayer: text('feedback_for_player'),
    // The author's own marks in the player's videos, private to the report.
    moments: jsonb('moments').$type<TScoutReportMoment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('scout_reports_potential_range', sql`${table.potential} between 1 and 5`),
    // "My reports", newest first: ids follow creation, so (author, id) is the author's reports by creation.
    index('scout_reports_author_created_idx').on(table.authorId, table.id.desc()),
    // The author's reports about one player (a profile's list, a shortlist's latest verdict).
    index('scout_reports_author_player_idx').on(table.authorId, table.playerId, table.id.desc()),
    // The player's feedback, their export and erasure.
    index('scout_reports_player_idx').on(table.playerId, table.id.desc()),
    index('scout_reports_video_idx').on(table.videoId),
  ],
);
