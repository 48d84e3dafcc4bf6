import { idCursor, type TApplication, type TApplicationPage } from '@scouting/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { applications, members, opportunities, starredApplications } from '../../db/schema/index.ts';
import { fileUrl } from '../files/store-file.ts';
import { postsHandledBy } from './application-handlers.ts';

export type Page = { limit: number; cursor?: [number] | undefined };

const newestFirst = keyset(idCursor, [{ column: applications.id, order: 'desc' }]);

/**
 * One query for a page of applications with their opportunity, applicant and the viewer's star
 * (no N+1). `where` narrows it: the viewer's opportunities, or the viewer's stars.
 */
async function applicationPage(
  db: DbOrTx,
  starsOf: number,
  where: SQL | undefined,
  page: Page,
  onlyStarred = false,
): Promise<TApplicationPage> {
  const starJoin = and(
    eq(starredApplications.applicationId, applications.id),
    eq(starredApplications.agentId, starsOf),
  );
  const base = db
    .select({
      application: applications,
      opportunity: {
        id: opportunities.id,
        description: opportunities.description,
        link: opportunities.link,
        source: opportunities.source,
        status: opportunities.status,
        createdAt: opportunities.createdAt,
      },
      playerName: members.fullName,
      starred: sql<boolean>`${starredApplications.agentId} is not null`,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(members, eq(members.id, applications.playerId));
  const joined = onlyStarred
    ? base.innerJoin(starredApplications, starJoin)
    : base.leftJoin(starredApplications, starJoin);
  const rows = await joined
    .where(and(where, newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.application.id]);
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
      }),
    ),
    nextCursor,
  };
}

/** GET /api/applications: applications to the viewer's own opportunities; every one for an admin. */
export function listApplications(db: DbOrTx, viewer: Member, page: Page) {
  return applicationPage(db, viewer.id, postsHandledBy(viewer), page);
}

/** GET /api/starred-applications/{agentId}: the applications this poster starred, newest first. */
export function listStarredApplications(db: DbOrTx, agentId: number, page: Page) {
  return applicationPage(db, agentId, undefined, page, true);
}
