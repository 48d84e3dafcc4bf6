import type { OPPORTUNITY_STATUSES } from '@scouting/contract/opportunities';
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { opportunities } from '../../db/schema/index.ts';

type Status = (typeof OPPORTUNITY_STATUSES)[number];

/** Today in UTC, whatever the session's time zone: the day the contract's `isoToday` names too. */
const today = sql`(now() at time zone 'UTC')::date`;

/**
 * The status a post answers wherever it is read (docs/product.md#opportunities): an open post whose last day to apply
 * has passed counts as Closed. It is computed, never written, so no read has to write and a later
 * deadline reopens the post by itself; a post its poster closed or deleted stays so.
 */
export const effectiveStatus = sql<Status>`case when ${opportunities.status} = 'Open' and ${opportunities.applyBy} < ${today} then 'Closed' else ${opportunities.status} end`;

/** The SQL form of "open for applications": stored Open (on the status index) and its deadline not passed. */
export function openForApplications(): SQL | undefined {
  return and(eq(opportunities.status, 'Open'), or(isNull(opportunities.applyBy), gte(opportunities.applyBy, today)));
}
