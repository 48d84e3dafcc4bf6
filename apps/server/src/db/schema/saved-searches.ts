import type { TOpenOpportunityFilters } from '@scouting/contract/schemas/open-opportunities';
import type { TSearchFilters } from '@scouting/contract/schemas/search';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';

/**
 * A member's saved player search (decision 018): the filters as the contract parsed them, and when
 * its owner was last alerted about a new match (at most once a day).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberColumn('member_id'),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<TSearchFilters>().notNull(),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner's list, newest first; alerts scan the table (a few per member) with jsonb prefilters.
  (table) => [index('saved_searches_member_id_idx').on(table.memberId, table.id.desc())],
);

/**
 * A player's saved search of the market (docs/product.md#opportunities): the filters as the
 * contract parsed them, and when its owner was last alerted about a new post (at most once a day).
 */
export const savedPostSearches = pgTable(
  'saved_post_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberColumn('member_id'),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Partial<TOpenOpportunityFilters>>().notNull(),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner's list, newest first; a new post's alerts read the searches that may alert (a few per player).
  (table) => [index('saved_post_searches_member_id_idx').on(table.memberId, table.id.desc())],
);
