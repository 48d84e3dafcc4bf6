import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';

/**
 * One opening of an agent's profile by another member (docs/product.md#admin-pages), recorded from the migration
 * on: the admins' Agent Profile Views Analytics counts them per agent over a period. The agent's
 * own views are not recorded. Both sides are members, so the rows go with either account.
 */
export const agentProfileViews = pgTable(
  'agent_profile_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: memberColumn('agent_id'),
    viewerId: memberColumn('viewer_id'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The analytics: the views of a period, counted per agent (an index-only scan of the range).
    index('agent_profile_views_period_idx').on(table.viewedAt, table.agentId),
    // A member's own data (export and erase) on either side.
    index('agent_profile_views_agent_idx').on(table.agentId),
    index('agent_profile_views_viewer_idx').on(table.viewerId),
  ],
);
