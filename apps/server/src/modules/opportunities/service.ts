import { ageFromBirthYearMonth, isUnderage } from '@scouting/contract/age';
import { MESSAGES } from '@scouting/contract/messages';
import { ageRangesFor, generalPositionsFor, type TOpportunityType } from '@scouting/contract/opportunities';
import { deadlinePassed, endsBeforeStarts, OPPORTUNITY_DETAIL_MESSAGES } from '@scouting/contract/opportunity-details';
import type {
  TOpportunity,
  TOpportunityPage,
  ZUpdateOpportunityRequest,
} from '@scouting/contract/schemas/opportunities';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, count, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { type Keyset, keyset } from '../../db/paging.ts';
import { agents, applications, members, opportunities, opportunityFavourites } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { effectiveStatus, openForApplications } from './effective-status.ts';
import { posterOrganisation, posterVerified } from './poster-organisation.ts';
import { assertMayPostToMinors, hasContactDetails, postCountries, postVisibleToMinors } from './posts-for-minors.ts';

type Page = { limit: number; cursor?: [number] | undefined };

const newestFirst = keyset(idCursor, [{ column: opportunities.id, order: 'desc' }]);

/** How a list of posts is ordered and paged: its keyset, and the cursor keys of one of its rows. */
export type ListOrder<Values extends readonly unknown[]> = {
  keys: Keyset<Values>;
  keysOf: (row: { id: number; applyBy: string | null }) => Values;
};
const newestOrder: ListOrder<[number]> = { keys: newestFirst, keysOf: (row) => [row.id] };
type Row = typeof opportunities.$inferSelect & {
  posterName: string;
  posterOrganisation: string | null;
  posterVerified: boolean;
  appliedAt?: Date | null;
  favouriteId?: number | null;
  applicationCount?: number | null;
};

/** Every opportunity answer reads these: the post, its status as it counts today, and the poster's name. */
export const opportunityColumns = {
  ...getTableColumns(opportunities),
  status: effectiveStatus,
  posterName: members.fullName,
  posterOrganisation,
  posterVerified,
};
const columns = opportunityColumns;

export function toOpportunity(row: Row): TOpportunity {
  return {
    ...(row.appliedAt === undefined ? {} : { appliedAt: row.appliedAt?.toISOString() ?? null }),
    ...(row.favouriteId === undefined ? {} : { favourite: row.favouriteId !== null }),
    ...(row.applicationCount == null ? {} : { applicationCount: row.applicationCount }),
    id: row.id,
    description: row.description,
    link: row.link,
    source: row.source,
    filters: {
      country: row.country,
      ageRange: row.ageRange,
      generalPosition: row.generalPosition,
      specificPosition: row.specificPosition,
    },
    status: row.status ?? 'Open',
    createdAt: row.createdAt.toISOString(),
    type: row.opportunityType,
    city: row.city,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    deadline: row.applyBy,
    postedBy: {
      id: row.postedBy,
      fullName: row.posterName,
      organisation: row.posterOrganisation,
      verified: row.posterVerified,
    },
  };
}

// The applications a post's count runs over, aliased: the page also joins the viewer's own application.
const counted = alias(applications, 'counted_applications');

/**
 * One page, newest first, in one query. With `applicant`, each post also says when that player
 * applied and whether they saved it: left joins on the (opportunity, player) unique indexes. With
 * `countApplications`, each post says how many players applied: a lateral count on the
 * applications' opportunity index, for the posts of this page only.
 */
export async function listPage<Values extends readonly unknown[] = [number]>(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; cursor?: Values | undefined },
  {
    applicant,
    countApplications = false,
    order,
  }: {
    applicant?: number;
    countApplications?: boolean;
    /** Another order than newest first: its keyset and the cursor keys of a row. */
    order?: ListOrder<Values>;
  } = {},
): Promise<TOpportunityPage> {
  const { keys, keysOf } = order ?? (newestOrder as unknown as ListOrder<Values>);
  const applied =
    applicant === undefined
      ? sql`false`
      : and(eq(applications.opportunityId, opportunities.id), eq(applications.playerId, applicant));
  const saved =
    applicant === undefined
      ? sql`false`
      : and(eq(opportunityFavourites.opportunityId, opportunities.id), eq(opportunityFavourites.playerId, applicant));
  const applicationCounts = db
    .select({ applicationCount: count().as('application_count') })
    .from(counted)
    .where(eq(counted.opportunityId, opportunities.id))
    .as('application_counts');
  const rows = await db
    .select({
      ...columns,
      appliedAt: applications.appliedAt,
      favouriteId: opportunityFavourites.id,
      applicationCount: applicationCounts.applicationCount,
    })
    .from(opportunities)
    .innerJoin(members, eq(members.id, opportunities.postedBy))
    .leftJoin(applications, applied)
    .leftJoin(opportunityFavourites, saved)
    .leftJoinLateral(applicationCounts, countApplications ? sql`true` : sql`false`)
    // The poster's verification, for the minors' filter (agents is keyed by member id).
    .leftJoin(agents, eq(agents.memberId, opportunities.postedBy))
    .where(and(where, keys.after(page.cursor)))
    .orderBy(...keys.orderBy)
    .limit(keys.fetch(page.limit));
  const { rows: pageRows, nextCursor } = keys.page(rows, page.limit, keysOf);
  return {
    opportunities: pageRows.map((row) =>
      toOpportunity(applicant === undefined ? { ...row, appliedAt: undefined, favouriteId: undefined } : row),
    ),
    nextCursor,
  };
}

type Details = {
  type?: TOpportunityType | null | undefined;
  city?: string | null | undefined;
  startsOn?: string | null | undefined;
  endsOn?: string | null | undefined;
  deadline?: string | null | undefined;
};

/** The API's names of the details (docs/product.md#opportunities) as columns; an absent one stays undefined, which an update leaves as it is. */
export function detailColumns({ type, city, startsOn, endsOn, deadline }: Details) {
  return { opportunityType: type, city, startsOn, endsOn, applyBy: deadline };
}

export async function getOpportunity(db: Database, id: number): Promise<TOpportunity> {
  const [row] = await db
    .select(columns)
    .from(opportunities)
    .innerJoin(members, eq(members.id, opportunities.postedBy))
    .where(eq(opportunities.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.opportunityNotFound);
  return toOpportunity(row);
}

/** The caller's own posts; every post for an admin (issue: GET /api/opportunities). */
export function listOwnOpportunities(db: Database, viewer: Member, page: Page) {
  return listPage(db, viewer.role === 'Admin' ? undefined : eq(opportunities.postedBy, viewer.id), page, {
    countApplications: true,
  });
}

async function ownedOpportunity(db: Database, actor: Member, id: number) {
  const opportunity = await getOpportunity(db, id);
  if (opportunity.postedBy.id !== actor.id && actor.role !== 'Admin') throw new AppError('FORBIDDEN');
  return opportunity;
}

export async function updateOpportunity(
  db: Database,
  actor: Member,
  id: number,
  change: z.output<typeof ZUpdateOpportunityRequest>,
) {
  const current = await ownedOpportunity(db, actor, id);
  if (current.status === 'Deleted') throw new AppError('CONFLICT', MESSAGES.opportunityDeletedReadOnly);
  if ('status' in change) {
    // The deadline closes the post whatever its stored status: reopening would change nothing.
    if (change.status === 'Open' && deadlinePassed(current.deadline)) {
      throw new AppError('CONFLICT', OPPORTUNITY_DETAIL_MESSAGES.reopenAfterDeadline);
    }
    await db
      .update(opportunities)
      .set({ status: change.status, updatedAt: new Date() })
      .where(eq(opportunities.id, id));
    return getOpportunity(db, id);
  }
  const { description, link, ...details } = change;
  // The poster's countries, not an admin's who edits for them (decision 042).
  const countries = await postCountries(db, current.postedBy.id, current.filters.country);
  assertMayPostToMinors(actor, { ageRange: current.filters.ageRange, description, link }, countries);
  // The contract compares the dates it was sent; one sent alone is compared with the stored other.
  const startsOn = details.startsOn === undefined ? current.startsOn : details.startsOn;
  const endsOn = details.endsOn === undefined ? current.endsOn : details.endsOn;
  if (endsBeforeStarts(startsOn, endsOn)) {
    const message = OPPORTUNITY_DETAIL_MESSAGES.endsBeforeStarts;
    throw new AppError('VALIDATION_ERROR', message, { endsOn: message });
  }
  await db
    .update(opportunities)
    .set({
      description,
      link,
      hasContactDetails: hasContactDetails({ description, link }, countries),
      ...detailColumns(details),
      updatedAt: new Date(),
    })
    .where(eq(opportunities.id, id));
  return getOpportunity(db, id);
}

/** Soft delete (docs/product.md#opportunities): the post stays, marked Deleted, so applications keep their context. */
export async function deleteOpportunity(db: Database, actor: Member, id: number) {
  await ownedOpportunity(db, actor, id);
  await db.update(opportunities).set({ status: 'Deleted', updatedAt: new Date() }).where(eq(opportunities.id, id));
  return { message: MESSAGES.postDeleted };
}

/** What a player narrows their list by (docs/product.md#opportunities): the post's type, and its city ignoring case. */
export type PlayerListFilters = { type?: TOpportunityType | undefined; city?: string | undefined };

/**
 * Open posts whose filters all match the player (an empty filter matches everyone), newest first,
 * narrowed by the player's own type and city filters. The player's attributes become plain values,
 * so the filtering runs in SQL on the status index.
 */
export async function opportunitiesForPlayer(
  db: Database,
  playerId: number,
  page: Page,
  filters: PlayerListFilters = {},
) {
  const { member, player } = await findPlayer(db, playerId);
  const age = ageFromBirthYearMonth(member.dob ?? '1900-01-01');
  // Minors see posts of verified agents and admins only (docs/product.md#opportunities), never one with contact
  // details in its text (decision 042).
  const forMinor = isUnderage(member.dob ?? '1900-01-01');
  const positions = [player.primaryPosition, player.secondaryPosition];
  const matches = (column: PgColumn, values: string[]) =>
    values.length > 0 ? or(isNull(column), inArray(column, values)) : isNull(column);
  return listPage(
    db,
    and(
      // Open, and its deadline not passed (docs/product.md#opportunities).
      openForApplications(),
      filters.type ? eq(opportunities.opportunityType, filters.type) : undefined,
      filters.city ? sql`lower(${opportunities.city}) = lower(${filters.city})` : undefined,
      // Removed by an admin after a report, or posted by a suspended member (docs/product.md#reports-and-suspension).
      isNull(opportunities.hiddenAt),
      isNull(members.suspendedAt),
      matches(opportunities.country, member.country ? [member.country] : []),
      matches(opportunities.ageRange, ageRangesFor(age)),
      matches(opportunities.generalPosition, generalPositionsFor(positions)),
      matches(opportunities.specificPosition, positions),
      forMinor ? postVisibleToMinors() : undefined,
    ),
    page,
    { applicant: playerId },
  );
}
