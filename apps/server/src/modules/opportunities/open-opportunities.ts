import { isUnderage } from '@scouting/contract/age';
import { NO_DEADLINE_KEY, type OPEN_OPPORTUNITY_SORTS } from '@scouting/contract/open-opportunities';
import { generalPositionsFor } from '@scouting/contract/opportunities';
import {
  openOpportunityCursor,
  type TOpenOpportunitiesCountQuery,
  type TOpenOpportunityFilters,
} from '@scouting/contract/schemas/open-opportunities';
import type { TOpportunityPage } from '@scouting/contract/schemas/opportunities';
import type { PageCursor } from '@scouting/contract/schemas/paging';
import type { TSearchCountResponse } from '@scouting/contract/schemas/search';
import { SEARCH_COUNT_CAP } from '@scouting/contract/search';
import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { keyset, type SortKey } from '../../db/paging.ts';
import { agents, members, opportunities } from '../../db/schema/index.ts';
import { openForApplications } from './effective-status.ts';
import { posterOrganisation, posterVerified } from './poster-organisation.ts';
import { postVisibleToMinors } from './posts-for-minors.ts';
import { type ListOrder, listPage } from './service.ts';

type Sort = (typeof OPEN_OPPORTUNITY_SORTS)[number];
type Keys = [number | string, number];

/**
 * The closing order's key: the last day to apply, posts without one after every real day. The
 * same expression as opportunities_open_closing_idx, so PostgreSQL reads the page along it.
 */
export const closingKey = sql`coalesce(${opportunities.applyBy}, ${sql.raw(`'${NO_DEADLINE_KEY}'`)}::date)`;

/** The keys of one order, its cursor led by the sort's name (the contract refuses a cursor of the other order). */
function orderOf(sort: Sort, keys: [SortKey, SortKey], keysOf: ListOrder<Keys>['keysOf']): ListOrder<Keys> {
  // keyset only encodes (the contract's schema parses the three keys); the sort's name leads them.
  const cursor = {
    ...openOpportunityCursor,
    encode: ([key, id]: Keys) => openOpportunityCursor.encode([sort, key, id]),
  } as unknown as PageCursor<Keys>;
  return { keys: keyset(cursor, keys), keysOf };
}

const ORDERS: Record<Sort, ListOrder<Keys>> = {
  // On opportunities_status_idx (status, id desc nulls last), as the index stores it: PostgreSQL
  // matches the nulls' place too, even on a key that has none.
  newest: orderOf(
    'newest',
    [
      { column: opportunities.id, order: 'desc', orderBy: sql`${opportunities.id} desc nulls last` },
      { column: opportunities.id, order: 'desc', orderBy: sql`${opportunities.id} desc nulls last` },
    ],
    (row) => [row.id, row.id],
  ),
  // On opportunities_open_closing_idx (closing key, id desc) where the post is Open.
  closing: orderOf(
    'closing',
    [
      { column: closingKey, order: 'asc' },
      { column: opportunities.id, order: 'desc', orderBy: sql`${opportunities.id} desc nulls last` },
    ],
    (row) => [row.applyBy ?? NO_DEADLINE_KEY, row.id],
  ),
};

/** A post open to a player of this position: one with no position filter, or one naming it or its group. */
function openToPosition(position: string): SQL | undefined {
  const groups = generalPositionsFor([position]);
  const matches = (column: PgColumn, values: string[]) =>
    or(isNull(column), ...values.map((value) => eq(column, value)));
  return and(matches(opportunities.specificPosition, [position]), matches(opportunities.generalPosition, groups));
}

/**
 * GET /api/open-opportunities: every open post the player may see (docs/product.md#opportunities),
 * whatever their profile, searched and filtered. A minor sees the posts of verified agents and
 * admins only, never one with contact details in its text (decision 042): postVisibleToMinors,
 * the rule the dashboard's list applies. The rows are read along the open posts' indexes
 * (opportunities_status_idx newest first, opportunities_open_closing_idx by closing date);
 * the search and filters are checked on that narrow set, as the dashboard's filters are.
 */
export async function listOpenOpportunities(
  db: Database,
  player: Member,
  query: TOpenOpportunityFilters & { limit: number; cursor?: [Sort, number | string, number] | undefined },
): Promise<TOpportunityPage> {
  const { sort, limit, cursor } = query;
  return listPage<Keys>(
    db,
    marketConditions(query, await isMinor(db, player)),
    { limit, cursor: cursor ? [cursor[1], cursor[2]] : undefined },
    { applicant: player.id, order: ORDERS[sort] },
  );
}

/**
 * GET /api/open-opportunities/count: how many posts the list would show for these filters, counted
 * up to SEARCH_COUNT_CAP (then `more`), for the phone's 'Show N posts'. The list's own conditions,
 * so a minor's count holds only what the minor's list would (postVisibleToMinors).
 */
export async function countOpenOpportunities(
  db: Database,
  player: Member,
  filters: TOpenOpportunitiesCountQuery,
): Promise<TSearchCountResponse> {
  const matching = db
    .select({ one: sql`1` })
    .from(opportunities)
    .innerJoin(members, eq(members.id, opportunities.postedBy))
    // The poster's verification, for the minors' rule, as the market's list joins it.
    .leftJoin(agents, eq(agents.memberId, opportunities.postedBy))
    .where(marketConditions(filters, await isMinor(db, player)))
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  const count = row?.count ?? 0;
  return { count: Math.min(count, SEARCH_COUNT_CAP), more: count > SEARCH_COUNT_CAP };
}

/** Whether the calling player is under 18 today (docs/product.md#minors): what narrows their market. */
async function isMinor(db: Database, player: Member): Promise<boolean> {
  const [viewer] = await db.select({ dob: members.dob }).from(members).where(eq(members.id, player.id));
  return isUnderage(viewer?.dob ?? '1900-01-01');
}

/**
 * The posts the market shows a player for these filters, on `opportunities` joined with its
 * poster in `members` and left-joined on `agents`: the one rule the list, its count and a saved
 * search's alerts all apply (saved-post-search-alerts.ts), so an alert never names a post the list
 * would not show, nor a count one it would not.
 */
export function marketConditions(filters: Partial<TOpenOpportunityFilters>, forMinor: boolean): SQL | undefined {
  const { q, position, type, country, city, posterKind, verifiedOnly } = filters;
  const words = q ? containing(q) : undefined;
  return and(
    openForApplications(),
    // Removed by an admin after a report, or posted by a suspended member (docs/product.md#reports-and-suspension).
    isNull(opportunities.hiddenAt),
    isNull(members.suspendedAt),
    forMinor ? postVisibleToMinors() : undefined,
    words
      ? or(
          ilike(opportunities.description, words),
          ilike(opportunities.city, words),
          ilike(members.fullName, words),
          sql`${posterOrganisation} ilike ${words}`,
        )
      : undefined,
    position ? openToPosition(position) : undefined,
    type ? eq(opportunities.opportunityType, type) : undefined,
    // A post aimed at players of one country is open to that country; one without a country to all.
    country ? or(isNull(opportunities.country), sql`lower(${opportunities.country}) = lower(${country})`) : undefined,
    city ? sql`lower(${opportunities.city}) = lower(${city})` : undefined,
    posterKind ? eq(opportunities.source, posterKind) : undefined,
    verifiedOnly ? posterVerified : undefined,
  );
}
