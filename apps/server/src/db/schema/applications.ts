import { APPLICATION_STATUSES, TRIAL_ANSWERS } from '@scouting/contract/application-status';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { memberColumn, members } from './members.ts';
import { opportunities } from './opportunities.ts';
import { videos } from './videos.ts';

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    playerId: memberColumn('player_id'),
    introduction: text('introduction').notNull(),
    profileLink: text('profile_link'),
    cvFileId: uuid('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    // Where it stands (decision 022); every change is also a row of application_status_history.
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('Submitted'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per player and opportunity (applying twice is a conflict).
    unique('applications_opportunity_player_unique').on(table.opportunityId, table.playerId),
    index('applications_opportunity_id_idx').on(table.opportunityId, table.id.desc()),
    // The player's own applications, newest first (/my-applications).
    index('applications_player_id_idx').on(table.playerId, table.id.desc()),
    index('applications_cv_file_id_idx').on(table.cvFileId),
    // The admin's list narrowed by status, newest first.
    index('applications_status_idx').on(table.status, table.id.desc()),
    // Agent Analytics' weekly counts read a range of weeks (docs/product.md#admin-pages).
    index('applications_applied_at_idx').on(table.appliedAt),
  ],
);

/**
 * The clips a player put first when applying (decision 068), in their order (0 first). Both sides
 * cascade: the clip leaves the application when the player deletes it, and the row goes with the
 * application (and so with the player's account).
 */
export const applicationVideos = pgTable(
  'application_videos',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.videoId] }),
    // Deleting a video finds the applications that chose it.
    index('application_videos_video_id_idx').on(table.videoId),
  ],
);

/** A star is an application bookmarked by one agent. */
export const starredApplications = pgTable(
  'starred_applications',
  {
    agentId: memberColumn('agent_id'),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.applicationId] }),
    index('starred_applications_application_id_idx').on(table.applicationId),
  ],
);

/** Every change of an application's status (docs/product.md#applications): what, when, by whom, and the message sent with it. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    // Kept when the member who made the change is gone: the change still happened.
    changedBy: integer('changed_by').references(() => members.id, { onDelete: 'set null' }),
    message: text('message'),
    // An invitation's entry keeps the trial's time as a time and its venue as the message, so each
    // reader sees the time in their own language and zone (decision 064).
    trialStartsAt: timestamp('trial_starts_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_status_history_application_id_idx').on(table.applicationId, table.id),
    index('application_status_history_changed_by_idx').on(table.changedBy),
  ],
);

/** The trial a poster invited the applicant to (docs/product.md#applications); a new invitation replaces the last. */
export const trialInvitations = pgTable(
  'trial_invitations',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => members.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    details: text('details').notNull().default(''),
    answer: text('answer', { enum: TRIAL_ANSWERS }).notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trial_invitations_invited_by_idx').on(table.invitedBy)],
);
