import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';
import { opportunities } from './opportunities.ts';

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    introduction: text('introduction').notNull(),
    profileLink: text('profile_link'),
    cvFileId: uuid('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per player and opportunity (applying twice is a conflict).
    unique('applications_opportunity_player_unique').on(table.opportunityId, table.playerId),
    index('applications_opportunity_id_idx').on(table.opportunityId, table.id.desc()),
    index('applications_player_id_idx').on(table.playerId),
    index('applications_cv_file_id_idx').on(table.cvFileId),
  ],
);

/** A star is an application bookmarked by one agent (SPEC §3). */
export const starredApplications = pgTable(
  'starred_applications',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
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
