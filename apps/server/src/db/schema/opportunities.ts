import type { TAgeRange, TGeneralPosition, TSpecificPosition } from '@scouting/contract/constants';
import { OPPORTUNITY_SOURCES, OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from '@scouting/contract/opportunities';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';

/** Opportunities are never removed: Delete marks them Deleted (docs/product.md#opportunities). */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postedBy: memberColumn('posted_by'),
    source: text('source', { enum: OPPORTUNITY_SOURCES }).notNull(),
    description: text('description').notNull(),
    link: text('link'),
    country: text('country'),
    ageRange: text('age_range').$type<TAgeRange>(),
    generalPosition: text('general_position').$type<TGeneralPosition>(),
    specificPosition: text('specific_position').$type<TSpecificPosition>(),
    status: text('status', { enum: OPPORTUNITY_STATUSES }).notNull().default('Open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Hidden by an admin after a report: gone from players' lists, kept for the record.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    // What the post is, where and when (docs/product.md#opportunities); all optional, as the first posts carried none.
    opportunityType: text('opportunity_type', { enum: OPPORTUNITY_TYPES }),
    city: text('city'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    // The last day to apply: the post counts as Closed from the day after.
    applyBy: date('apply_by'),
    // The deadline the poster was told had passed (the daily task, decision 030): told once per
    // deadline, and again only if they set a new one that passes in turn.
    deadlineNoticedFor: date('deadline_noticed_for'),
    // Whether the description or link holds a phone number, e-mail address or messaging app,
    // computed on every write of them: no read shows such a post to a minor unless it is false
    // (decision 042). Null: written before the rule, not checked yet (the hourly check settles it).
    hasContactDetails: boolean('has_contact_details'),
  },
  (table) => [
    // An agent's own posts, newest first (/view-posts).
    index('opportunities_posted_by_idx').on(table.postedBy, table.id.desc()),
    // Open posts offered to players, newest first; the filters are checked on this narrow set.
    index('opportunities_status_idx').on(table.status, table.id.desc()),
    // The players' market by closing date (GET /api/open-opportunities): the nearest last day to
    // apply first, posts without one after them ('9999-12-31', the contract's NO_DEADLINE_KEY).
    index('opportunities_open_closing_idx')
      .on(sql`coalesce(${table.applyBy}, '9999-12-31'::date)`, table.id.desc())
      .where(sql`${table.status} = 'Open'`),
    // The daily task's open posts with a deadline, by deadline.
    index('opportunities_apply_by_idx')
      .on(table.applyBy)
      .where(sql`${table.status} = 'Open' and ${table.applyBy} is not null`),
    // The admins' Opportunities Posted by Agents, newest first, and the weekly counts of Agent
    // Analytics (docs/product.md#admin-pages).
    index('opportunities_source_idx').on(table.source, table.id.desc()),
    index('opportunities_source_created_idx').on(table.source, table.createdAt),
    // The posts the hourly contact-details check has still to read (decision 042).
    index('opportunities_unchecked_contact_details_idx').on(table.id).where(sql`${table.hasContactDetails} is null`),
  ],
);
