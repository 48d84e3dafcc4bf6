import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';
import { opportunities } from './opportunities.ts';

/** A named list of players kept by an agent, scout or club for themselves (decision 019). */
export const shortlists = pgTable(
  'shortlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: memberColumn('owner_id'),
    name: text('name').notNull(),
    // The post this list gathers the applicants of, when the poster starred one (decision 070): the
    // star's quick add finds its list by the post, not by a name the owner may have changed since.
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    // The owner's order of their lists; rewritten as a whole when they reorder.
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "My lists" in the owner's order.
    index('shortlists_owner_position_idx').on(table.ownerId, table.position),
    // 'Strikers' and 'strikers' are the same list to a person.
    uniqueIndex('shortlists_owner_name_lower_idx').on(table.ownerId, sql`lower(${table.name})`),
    // One list per post and owner; also serves the foreign key.
    uniqueIndex('shortlists_opportunity_owner_idx')
      .on(table.opportunityId, table.ownerId)
      .where(sql`${table.opportunityId} is not null`),
  ],
);

/** A player on a list, with the owner's private note. The player is never told. */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    playerId: memberColumn('player_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A player is on a list at most once.
    unique('shortlist_entries_list_player_unique').on(table.shortlistId, table.playerId),
    // A list's players, newest saved first (and the latest saved across the owner's lists).
    index('shortlist_entries_list_id_idx').on(table.shortlistId, table.id.desc()),
    // Which lists hold a player (the button's state), and the foreign key.
    index('shortlist_entries_player_id_idx').on(table.playerId),
  ],
);

/** An opportunity a player saved ('Save' on the card, decision 019). */
export const opportunityFavourites = pgTable(
  'opportunity_favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: memberColumn('player_id'),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('opportunity_favourites_player_opportunity_unique').on(table.playerId, table.opportunityId),
    // The Favourites card: the player's saves, newest first.
    index('opportunity_favourites_player_id_idx').on(table.playerId, table.id.desc()),
    index('opportunity_favourites_opportunity_id_idx').on(table.opportunityId),
  ],
);
