import { REPRESENTATION_OFFER_STATUSES, type TRepresentationService } from '@scouting/contract/representation';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { memberColumn, members } from './members.ts';

/**
 * An agent's offer to represent a player (decision 025): the terms as the agent wrote
 * them, never edited afterwards, so the agreement made from it says exactly what was offered.
 */
export const representationOffers = pgTable(
  'representation_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: memberColumn('agent_id'),
    playerId: memberColumn('player_id'),
    // The application to the agent's post the offer answers, when it came from one.
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    months: integer('months').notNull(),
    exclusive: boolean('exclusive').notNull(),
    // Hundredths of a percent (5% is 500): exact, where a float would print 4.999999.
    feeHundredths: integer('fee_hundredths').notNull(),
    services: jsonb('services').$type<TRepresentationService[]>().notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: REPRESENTATION_OFFER_STATUSES }).notNull().default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    // Offers received (the player's page) and sent (the agent's page, the admins' filter), newest first.
    index('representation_offers_player_idx').on(table.playerId, table.id.desc()),
    index('representation_offers_agent_idx').on(table.agentId, table.id.desc()),
    index('representation_offers_status_idx').on(table.status, table.id.desc()),
    index('representation_offers_application_idx').on(table.applicationId),
    // One open offer per agent and player: a second one while the first waits is a conflict.
    uniqueIndex('representation_offers_one_open_idx')
      .on(table.agentId, table.playerId)
      .where(sql`${table.status} in ('Pending', 'Awaiting guardian')`),
  ],
);

/**
 * An agreement made when an offer was accepted (and, for a minor, confirmed by the parent). It is
 * active from startsOn until the day before endsOn, or until a side ends it: its end date passing
 * ends it without any job running.
 */
export const representationAgreements = pgTable(
  'representation_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .unique()
      .references(() => representationOffers.id, { onDelete: 'cascade' }),
    agentId: memberColumn('agent_id'),
    playerId: memberColumn('player_id'),
    // Copied from the offer: the one-exclusive-agent rule reads it on every acceptance.
    exclusive: boolean('exclusive').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    guardianConfirmedAt: timestamp('guardian_confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // Kept when that member is gone: the ending still happened.
    endedBy: integer('ended_by').references(() => members.id, { onDelete: 'set null' }),
    // When both sides were told that the end date came (the daily task, decision 030): once.
    endNoticedAt: timestamp('end_noticed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A player's agreements (the profile's "Represented by", the acceptance rules), by end date.
    index('representation_agreements_player_idx').on(table.playerId, table.endsOn),
    // An agent's current players and the admins' list, newest first.
    index('representation_agreements_agent_idx').on(table.agentId, table.id.desc()),
    index('representation_agreements_ended_by_idx').on(table.endedBy),
    // The daily task's agreements whose end date may have come and whose sides were not told yet.
    index('representation_agreements_end_notice_idx')
      .on(table.endsOn)
      .where(sql`${table.endedAt} is null and ${table.endNoticedAt} is null`),
  ],
);
