import { TRIAL_ANSWERS } from '@scouting/contract/application-status';
import { MINOR_EXCEPTIONS, PITCH_ANSWERS, PITCH_NOT_A_FIT_REASONS } from '@scouting/contract/pitches';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubNeeds } from './club-needs.ts';
import { memberColumn } from './members.ts';
import { scoutReports } from './scout-reports.ts';

/**
 * A verified agent's pitch of a player they represent for a club's requirement, and the club's
 * answer (decision 061). The club is copied from the requirement so the club's received list and its
 * answering habits read one index. A pitch goes whole with its requirement, its club, its agent or
 * its player (decision 061: it is a record between the three, not one side's alone).
 */
export const pitches = pgTable(
  'pitches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    needId: integer('need_id')
      .notNull()
      .references(() => clubNeeds.id, { onDelete: 'cascade' }),
    clubId: memberColumn('club_id'),
    agentId: memberColumn('agent_id'),
    playerId: memberColumn('player_id'),
    note: text('note').notNull(),
    // The player's own videos the agent chose; a video deleted since simply no longer shows.
    videoIds: integer('video_ids').array().notNull().default([]),
    reportId: integer('report_id').references(() => scoutReports.id, { onDelete: 'set null' }),
    // Fixed when pitched: a player under 18 and a club in another country (FIFA RSTP Article 19).
    minorAbroad: boolean('minor_abroad').notNull().default(false),
    answer: text('answer', { enum: PITCH_ANSWERS }),
    reason: text('reason', { enum: PITCH_NOT_A_FIT_REASONS }),
    minorException: text('minor_exception', { enum: MINOR_EXCEPTIONS }),
    trialStartsAt: timestamp('trial_starts_at', { withTimezone: true }),
    trialVenue: text('trial_venue'),
    trialDetails: text('trial_details'),
    // The player's answer to the trial, as an application's trial keeps it: pending from the
    // invitation until the player (or a guardian, declining) answers; null when there is no trial.
    trialAnswer: text('trial_answer', { enum: TRIAL_ANSWERS }),
    trialAnsweredAt: timestamp('trial_answered_at', { withTimezone: true }),
    // The first answer's time: what the club's answering habits measure.
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One pitch per player per requirement; also the requirement's own list.
    uniqueIndex('pitches_need_player_idx').on(table.needId, table.playerId),
    index('pitches_need_idx').on(table.needId, table.id.desc()),
    // Received (club, and its answering habits), sent (agent), about them (player), newest first.
    index('pitches_club_idx').on(table.clubId, table.id.desc()),
    index('pitches_agent_idx').on(table.agentId, table.id.desc()),
    index('pitches_player_idx').on(table.playerId, table.id.desc()),
    index('pitches_report_idx').on(table.reportId),
  ],
);
