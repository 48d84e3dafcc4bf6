import { ageFromBirthYearMonth } from '@scouting/contract/age';
import type { TApplicationStatus } from '@scouting/contract/application-status';
import type {
  TApplication,
  TApplicationHistoryEntry,
  TApplicationPage,
  TApplicationVideo,
} from '@scouting/contract/schemas/applications';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import {
  agents,
  applicationStatusHistory,
  applications,
  applicationVideos,
  members,
  opportunities,
  players,
  starredApplications,
  trialInvitations,
  videos,
} from '../../db/schema/index.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { effectiveStatus } from '../opportunities/effective-status.ts';
import { uploadLinks } from '../videos/list-videos.ts';
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
      filters: {
        country: opportunities.country,
        ageRange: opportunities.ageRange,
        generalPosition: opportunities.generalPosition,
        specificPosition: opportunities.specificPosition,
      },
      playerName: members.fullName,
      playerDob: members.dob,
      playerCountry: members.country,
      player: {
        memberId: players.memberId,
        primaryPosition: players.primaryPosition,
        secondaryPosition: players.secondaryPosition,
        preferredFoot: players.preferredFoot,
      },
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
  const shownVideos = await videosOf(
    db,
    pageRows.map((row) => ({ id: row.application.id, playerId: row.application.playerId })),
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
          filters: row.filters,
        },
        player: { id: row.application.playerId, fullName: row.playerName },
        // What the player's profile shows anyone who may see them: a minor's age, never the birth date.
        applicant: row.player?.memberId
          ? {
              primaryPosition: row.player.primaryPosition,
              secondaryPosition: row.player.secondaryPosition,
              age: row.playerDob ? ageFromBirthYearMonth(row.playerDob) : null,
              preferredFoot: row.player.preferredFoot,
              country: row.playerCountry,
            }
          : null,
        ...(shownVideos.get(row.application.id) ?? { videoIds: [], firstVideo: null }),
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

const shownVideoColumns = {
  id: videos.id,
  title: videos.title,
  source: videos.source,
  status: videos.status,
  youtubeVideoId: videos.youtubeVideoId,
  thumbnailUrl: videos.thumbnailUrl,
  playerId: videos.playerId,
};

/** A video a poster may see: not hidden by its owner, and ready to play (decision 034). */
const shownToPosters = and(eq(videos.hidden, false), eq(videos.status, 'Ready'));

function asApplicationVideo(row: {
  id: number;
  title: string;
  source: 'youtube' | 'upload';
  status: string;
  youtubeVideoId: string | null;
  thumbnailUrl: string | null;
}): TApplicationVideo {
  const links = uploadLinks({ ...row, thumbnail_url: row.thumbnailUrl });
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    youtubeVideoId: row.youtubeVideoId,
    thumbnailUrl: links.thumbnail_url,
    streamUrl: links.streamUrl,
  };
}

/**
 * Each application's chosen clips still shown, in the player's order, and the card's first video
 * (decision 068): the first of them, else the first shown video of the player's profile in the
 * owner's order. Two queries for the page, whatever its size.
 */
async function videosOf(
  db: DbOrTx,
  page: { id: number; playerId: number }[],
): Promise<Map<number, Pick<TApplication, 'videoIds' | 'firstVideo'>>> {
  const byId = new Map<number, Pick<TApplication, 'videoIds' | 'firstVideo'>>();
  if (page.length === 0) return byId;
  const chosen = await db
    .select({ applicationId: applicationVideos.applicationId, ...shownVideoColumns })
    .from(applicationVideos)
    .innerJoin(videos, eq(videos.id, applicationVideos.videoId))
    .where(
      and(
        inArray(
          applicationVideos.applicationId,
          page.map((application) => application.id),
        ),
        shownToPosters,
      ),
    )
    .orderBy(asc(applicationVideos.applicationId), asc(applicationVideos.position));
  const withoutChoice = [
    ...new Set(
      page
        .filter((application) => !chosen.some((row) => row.applicationId === application.id))
        .map((application) => application.playerId),
    ),
  ];
  const firstShown =
    withoutChoice.length === 0
      ? []
      : await db
          .selectDistinctOn([videos.playerId], shownVideoColumns)
          .from(videos)
          .where(and(inArray(videos.playerId, withoutChoice), shownToPosters))
          .orderBy(asc(videos.playerId), asc(videos.sortOrder), desc(videos.id));
  for (const application of page) {
    const clips = chosen.filter((row) => row.applicationId === application.id);
    const first = clips[0] ?? firstShown.find((row) => row.playerId === application.playerId);
    byId.set(application.id, {
      videoIds: clips.map((row) => row.id),
      firstVideo: first ? asApplicationVideo(first) : null,
    });
  }
  return byId;
}

/** A status change as the histories read it (the member's own list, the poster's, a parent's view). */
export const historyColumns = {
  applicationId: applicationStatusHistory.applicationId,
  status: applicationStatusHistory.status,
  at: applicationStatusHistory.changedAt,
  message: applicationStatusHistory.message,
  trialAt: applicationStatusHistory.trialStartsAt,
};

/** The status histories of these applications, oldest change first, in one query. */
async function historiesOf(db: DbOrTx, ids: number[]): Promise<Map<number, TApplicationHistoryEntry[]>> {
  const byId = new Map<number, TApplicationHistoryEntry[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      ...historyColumns,
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
