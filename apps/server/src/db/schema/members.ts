import { ROLES } from '@scouting/contract/roles';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A member is the product's person (the API's userId), created by the registration wizard once the
 * account's e-mail is verified. The role decides which role table holds the rest of the profile.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null once the member deleted their account (decision 024): the identity rows are gone, this
    // row stays as the nameless "Deleted member" that others' threads and records point at.
    authUserId: text('auth_user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    role: text('role', { enum: ROLES }).notNull(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    // Admins are created by an operator and have no date of birth or country.
    dob: date('dob', { mode: 'string' }),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A suspended member cannot sign in; their profile and posts disappear from others' lists.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // An admin hid this profile after a report: others get 404 as for a missing member.
    profileHiddenAt: timestamp('profile_hidden_at', { withTimezone: true }),
    // The member deleted their account (or their parent did): personal data erased, kept as a
    // nameless tombstone so that conversations, audit entries and ratings stay whole (decision 024).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // 'Ada' and 'ada' are the same username to a person.
  (table) => [
    uniqueIndex('members_username_lower_idx').on(sql`lower(${table.username})`),
    // Video pool and opportunity filters by country and age (from the date of birth).
    index('members_country_idx').on(table.country),
    index('members_dob_idx').on(table.dob),
    // The admin's member search: a name or username containing the typed text (pg_trgm answers ILIKE).
    index('members_full_name_trgm_idx').using('gin', sql`${table.fullName} gin_trgm_ops`),
    index('members_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
  ],
);

/**
 * A member's id on a row that belongs to them (their application, their side of a thread), which
 * goes with the member's row: the foreign key most tables hold, written once.
 */
export function memberColumn(name: string) {
  return integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
}
