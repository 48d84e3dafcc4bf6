import {
  idCursor,
  type TApplication,
  type TApplicationHistoryEntry,
  type TApplicationPage,
  type TApplicationStatus,
  type TOpportunity,
} from '@scouting/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import {
  agents,
  applicationStatusHistory,
  applications,
  members,
  opportunities,
  players,
  starredApplications,
  trialInvitations,
} from '../../db/schema/index.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { effectiveStatus } from '../opportunities/effective-status.ts';
import { applicantVisibleTo, postsHandledBy } from './application-handlers.ts';

export type Page = { limit: number; cursor?: [number] | undefined };

/** What narrows a list of applications (GET /api/applications's query). */
export type ApplicationFilters = {
  status?: TApplicationStatus | undefined;
  opportunityId?: number | undefined;
  source?: TOpportunity['source'] | undefined;
};

const newestFirst = keyset(idCursor, [{ column: applications.id, order: 'desc' }]);
const poster = alias(members, 'poster');
const posterAgent = alias(agents, 'poster_agent');

/**
 * One query for a page of applications with their opportunity, applicant, poster, trial and the
 * viewer's star, and one more for the histories of that page (no N+1). `where` narrows it.
 */
async function applicationPage(
  db: DbOrTx,
  starsOf: number | null,
  where: SQL | undefined,
  page: Page,
  onlyStarred = false,
): Promise<TApplicationPage> {
  const starJoin = and(
    eq(starredApplications.applicationId, applications.id),
    eq(starredApplications.agentId, starsOf ?? 0),
  );
  const base = db
    .select({
      application: applications,
      opportunity: {
        id: opportunities.id,
        description: opportunities.description,
        link: opportunities.link,
        source: opportunities.source,
        // Closed once its deadline has passed (docs/product.md#opportunities).
        status: effectiveStatus,
        createdAt: opportunities.createdAt,
      },
      playerName: members.fullName,
      poster: { id: poster.id, fullName: poster.fullName, role: poster.role },
      posterVerification: posterAgent.verificationStatus,
      trial: trialInvitations,
      starred: sql<boolean>`${starredApplications.agentId} is not null`,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(members, eq(members.id, applications.playerId))
    .leftJoin(players, eq(players.memberId, members.id))
    .innerJoin(poster, eq(poster.id, opportunities.postedBy))
    .leftJoin(posterAgent, eq(posterAgent.memberId, poster.id))
    .leftJoin(trialInvitations, eq(trialInvitations.applicationId, applications.id));
  const joined = onlyStarred
    ? base.innerJoin(starredApplications, starJoin)
    : base.leftJoin(starredApplications, starJoin);
  const rows = await joined
    .where(and(where, newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.application.id]);
  const histories = await historiesOf(
    db,
    pageRows.map((row) => row.application.id),
  );
  return {
    applications: pageRows.map(
      (row): TApplication => ({
        id: row.application.id,
        opportunityId: row.application.opportunityId,
        playerId: row.application.playerId,
        introduction: row.application.introduction,
        profileLink: row.application.profileLink,
        cvUrl: fileUrl(row.application.cvFileId),
        appliedAt: row.application.appliedAt.toISOString(),
        opportunity: {
          ...row.opportunity,
          status: row.opportunity.status ?? 'Open',
          createdAt: row.opportunity.createdAt.toISOString(),
        },
        player: { id: row.application.playerId, fullName: row.playerName },
        starred: Boolean(row.starred),
        status: row.application.status,
        statusChangedAt: row.application.statusChangedAt.toISOString(),
        history: histories.get(row.application.id) ?? [],
        trial: row.trial
          ? {
              startsAt: row.trial.startsAt.toISOString(),
              venue: row.trial.venue,
              details: row.trial.details,
              answer: row.trial.answer,
              answeredAt: row.trial.answeredAt?.toISOString() ?? null,
              invitedAt: row.trial.invitedAt.toISOString(),
            }
          : null,
        postedBy: {
          ...row.poster,
          verified: row.poster.role === 'Agent' && row.posterVerification === 'verified',
        },
      }),
    ),
    nextCursor,
  };
}

/** The status histories of these applications, oldest change first, in one query. */
async function historiesOf(db: DbOrTx, ids: number[]): Promise<Map<number, TApplicationHistoryEntry[]>> {
  const byId = new Map<number, TApplicationHistoryEntry[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      status: applicationStatusHistory.status,
      at: applicationStatusHistory.changedAt,
      message: applicationStatusHistory.message,
      trialAt: applicationStatusHistory.trialStartsAt,
      byId: members.id,
      byName: members.fullName,
    })
    .from(applicationStatusHistory)
    .leftJoin(members, eq(members.id, applicationStatusHistory.changedBy))
    .where(inArray(applicationStatusHistory.applicationId, ids))
    .orderBy(asc(applicationStatusHistory.applicationId), asc(applicationStatusHistory.id));
  for (const row of rows) {
    const entries = byId.get(row.applicationId) ?? [];
    entries.push({
      status: row.status,
      at: row.at.toISOString(),
      by: row.byId !== null && row.byName !== null ? { id: row.byId, fullName: row.byName } : null,
      message: row.message,
      trialAt: row.trialAt?.toISOString() ?? null,
    });
    byId.set(row.applicationId, entries);
  }
  return byId;
}

function filtersOf(filters: ApplicationFilters): SQL | undefined {
  return and(
    filters.status ? eq(applications.status, filters.status) : undefined,
    filters.opportunityId ? eq(applications.opportunityId, filters.opportunityId) : undefined,
    filters.source ? eq(opportunities.source, filters.source) : undefined,
  );
}

/** GET /api/applications: applications to the viewer's own opportunities; every one for an admin. */
export function listApplications(db: DbOrTx, viewer: Member, page: Page, filters: ApplicationFilters = {}) {
  return applicationPage(
    db,
    viewer.id,
    and(postsHandledBy(viewer), applicantVisibleTo(viewer), filtersOf(filters)),
    page,
  );
}

/** GET /api/starred-applications/{agentId}: the applications this poster starred, newest first, as `viewer` may see them. */
export function listStarredApplications(db: DbOrTx, viewer: Member, agentId: number, page: Page) {
  return applicationPage(db, agentId, applicantVisibleTo(viewer), page, true);
}

/**
 * GET /api/my-applications: the player's own applications, newest first, each with its history. A
 * minor's leave out posts whose text gained contact details after they applied (decision 042).
 */
export function listPlayerApplications(
  db: DbOrTx,
  player: Pick<Member, 'id' | 'isMinor'>,
  page: Page,
  status?: TApplicationStatus | undefined,
) {
  return applicationPage(
    db,
    null,
    and(
      eq(applications.playerId, player.id),
      status ? eq(applications.status, status) : undefined,
      player.isMinor ? eq(opportunities.hasContactDetails, false) : undefined,
    ),
    page,
  );
}

/** One application in the list shape, or null: the detail page and every answer of the status routes. */
export async function applicationById(db: DbOrTx, id: number, starsOf: number | null): Promise<TApplication | null> {
  const page = await applicationPage(db, starsOf, eq(applications.id, id), { limit: 1 });
  return page.applications[0] ?? null;
}
