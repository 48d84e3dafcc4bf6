import { CLUB_NEED_STATUSES, type TClubNeedDealType } from '@scouting/contract/club-needs';
import { PREFERRED_FEET, type TSpecificPosition } from '@scouting/contract/constants';
import { date, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn, members } from './members.ts';

/**
 * A verified club's requirement (docs/product.md#club-needs). Positions and deal types are arrays
 * of the contract's lists (checked by the schema of the request); the list filters on them through
 * GIN indexes.
 */
export const clubNeeds = pgTable(
  'club_needs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: memberColumn('club_id'),
    positions: text('positions').array().$type<TSpecificPosition[]>().notNull(),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    foot: text('foot', { enum: PREFERRED_FEET }),
    minHeightM: real('min_height_m'),
    level: text('level'),
    dealTypes: text('deal_types').array().$type<TClubNeedDealType[]>().notNull(),
    feeBand: text('fee_band'),
    salaryBand: text('salary_band'),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    notes: text('notes'),
    status: text('status', { enum: CLUB_NEED_STATUSES }).notNull().default('open'),
    closedReason: text('closed_reason'),
    closedBy: integer('closed_by').references(() => members.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Agents' list: the open ones, newest first; admins' list reads the same index without the status.
    index('club_needs_status_idx').on(table.status, table.id.desc()),
    // A club's own list, newest first.
    index('club_needs_club_idx').on(table.clubId, table.id.desc()),
    index('club_needs_positions_idx').using('gin', table.positions),
    index('club_needs_deal_types_idx').using('gin', table.dealTypes),
    index('club_needs_closed_by_idx').on(table.closedBy),
  ],
);
