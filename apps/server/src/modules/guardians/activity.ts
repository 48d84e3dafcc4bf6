import type { TGuardianChildActivity } from '@scouting/contract/schemas/guardians';
import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  agents,
  applicationStatusHistory,
  applications,
  clubNeeds,
  clubs,
  conversations,
  members,
  messages,
  opportunities,
  pitches,
  representationAgreements,
  representationOffers,
  scoutReports,
  trialInvitations,
  underageMessageRequests,
  videos,
} from '../../db/schema/index.ts';
import { historyColumns } from '../applications/list-applications.ts';
import { clubIsVerifiedSql } from '../club-verification/club-verified.ts';
import { childOfParent } from './children.ts';

/**
 * Each part of the activity shows the newest rows, up to this many: a page about one child, read by
 * their parent; the child's own pages keep the full lists.
 */
export const ACTIVITY_ROWS = 50;

/**
 * GET /api/guardian/children/{childId} (docs/product.md#parents): what a guardian sees of their child's activity. One
 * query per part, never per row. Conversations show who and when, never what (decision 060).
 */
export async function childActivity(db: DbOrTx, parentId: number, childId: number): Promise<TGuardianChildActivity> {
  const child = await childOfParent(db, parentId, childId);
  const [contactRequests, conversationRows, applicationRows, offers, feedback, pitchRows, videoRows] =
    await Promise.all([
      contactRequestsOf(db, childId),
      conversationsOf(db, childId),
      applicationsOf(db, childId),
      offersOf(db, childId),
      feedbackOf(db, childId),
      pitchesOf(db, childId),
      videosOf(db, childId),
    ]);
  return {
    child,
    contactRequests,
    conversations: conversationRows,
    applications: applicationRows,
    representationOffers: offers,
    feedback,
    pitches: pitchRows,
    videos: videoRows,
  };
}

async function contactRequestsOf(db: DbOrTx, childId: number) {
  const rows = await db
    .select({
      id: underageMessageRequests.id,
      agentName: members.fullName,
      agencyName: agents.agencyName,
      message: underageMessageRequests.message,
      status: underageMessageRequests.status,
      requestedAt: underageMessageRequests.createdAt,
      declineReason: underageMessageRequests.declineReason,
    })
    .from(underageMessageRequests)
    .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
    .leftJoin(agents, eq(agents.memberId, underageMessageRequests.agentId))
    .where(eq(underageMessageRequests.playerId, childId))
    .orderBy(desc(underageMessageRequests.id))
    .limit(ACTIVITY_ROWS);
  return rows.map((row) => ({
    ...row,
    agencyName: row.agencyName ?? null,
    requestedAt: row.requestedAt.toISOString(),
  }));
}

async function conversationsOf(db: DbOrTx, childId: number) {
  const partner = alias(members, 'partner');
  const rows = await db
    .select({
      id: conversations.id,
      partnerName: partner.fullName,
      partnerRole: partner.role,
      partnerDeleted: partner.deletedAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(
      partner,
      eq(
        partner.id,
        sql`case when ${conversations.participant1Id} = ${childId} then ${conversations.participant2Id} else ${conversations.participant1Id} end`,
      ),
    )
    .where(or(eq(conversations.participant1Id, childId), eq(conversations.participant2Id, childId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(ACTIVITY_ROWS);
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ conversationId: messages.conversationId, n: count() })
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .groupBy(messages.conversationId);
  const countOf = new Map(counts.map((row) => [row.conversationId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    partnerName: row.partnerDeleted ? 'Deleted member' : row.partnerName,
    partnerRole: row.partnerRole,
    messageCount: countOf.get(row.id) ?? 0,
    lastMessageAt: row.lastMessageAt.toISOString(),
  }));
}

async function applicationsOf(db: DbOrTx, childId: number) {
  const poster = alias(members, 'poster');
  const rows = await db
    .select({
      id: applications.id,
      opportunityDescription: opportunities.description,
      posterName: poster.fullName,
      status: applications.status,
      appliedAt: applications.appliedAt,
      trialStartsAt: trialInvitations.startsAt,
      trialVenue: trialInvitations.venue,
      trialDetails: trialInvitations.details,
      trialAnswer: trialInvitations.answer,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(poster, eq(poster.id, opportunities.postedBy))
    .leftJoin(trialInvitations, eq(trialInvitations.applicationId, applications.id))
    .where(eq(applications.playerId, childId))
    .orderBy(desc(applications.id))
    .limit(ACTIVITY_ROWS);
  const ids = rows.map((row) => row.id);
  const history =
    ids.length === 0
      ? []
      : await db
          .select(historyColumns)
          .from(applicationStatusHistory)
          .where(inArray(applicationStatusHistory.applicationId, ids))
          .orderBy(applicationStatusHistory.id);
  return rows.map((row) => ({
    id: row.id,
    opportunityDescription: row.opportunityDescription,
    posterName: row.posterName,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    history: history
      .filter((entry) => entry.applicationId === row.id)
      .map((entry) => ({
        status: entry.status,
        at: entry.at.toISOString(),
        message: entry.message,
        trialAt: entry.trialAt?.toISOString() ?? null,
      })),
    trial:
      row.trialStartsAt && row.trialVenue !== null && row.trialAnswer !== null
        ? {
            startsAt: row.trialStartsAt.toISOString(),
            venue: row.trialVenue,
            details: row.trialDetails ?? '',
            answer: row.trialAnswer,
          }
        : null,
  }));
}

async function offersOf(db: DbOrTx, childId: number) {
  const rows = await db
    .select({
      id: representationOffers.id,
      agentName: members.fullName,
      agencyName: agents.agencyName,
      status: representationOffers.status,
      months: representationOffers.months,
      exclusive: representationOffers.exclusive,
      feeHundredths: representationOffers.feeHundredths,
      message: representationOffers.message,
      offeredAt: representationOffers.createdAt,
      startsOn: representationAgreements.startsOn,
      endsOn: representationAgreements.endsOn,
      endedAt: representationAgreements.endedAt,
    })
    .from(representationOffers)
    .innerJoin(members, eq(members.id, representationOffers.agentId))
    .leftJoin(agents, eq(agents.memberId, representationOffers.agentId))
    .leftJoin(representationAgreements, eq(representationAgreements.offerId, representationOffers.id))
    .where(eq(representationOffers.playerId, childId))
    .orderBy(desc(representationOffers.id))
    .limit(ACTIVITY_ROWS);
  return rows.map((row) => ({
    id: row.id,
    agentName: row.agentName,
    agencyName: row.agencyName ?? null,
    status: row.status,
    months: row.months,
    exclusive: row.exclusive,
    feePercent: row.feeHundredths / 100,
    message: row.message,
    offeredAt: row.offeredAt.toISOString(),
    agreement:
      row.startsOn && row.endsOn
        ? { startsOn: row.startsOn, endsOn: row.endsOn, endedAt: row.endedAt?.toISOString() ?? null }
        : null,
  }));
}

async function feedbackOf(db: DbOrTx, childId: number) {
  const rows = await db
    .select({
      id: scoutReports.id,
      authorName: members.fullName,
      feedback: scoutReports.feedbackForPlayer,
      at: scoutReports.createdAt,
    })
    .from(scoutReports)
    .innerJoin(members, eq(members.id, scoutReports.authorId))
    .where(and(eq(scoutReports.playerId, childId), isNotNull(scoutReports.feedbackForPlayer)))
    .orderBy(desc(scoutReports.id))
    .limit(ACTIVITY_ROWS);
  return rows.map((row) => ({
    id: row.id,
    authorName: row.authorName,
    feedback: row.feedback ?? '',
    at: row.at.toISOString(),
  }));
}

/**
 * The child's pitches to clubs (decision 061) in one query: the club, the requirement's positions,
 * the agent and the club's answer. The agent's note stays between the agent and the club.
 */
async function pitchesOf(db: DbOrTx, childId: number) {
  const rows = await db
    .select({
      id: pitches.id,
      clubName: clubs.clubName,
      clubCountry: clubs.clubCountry,
      clubVerified: clubIsVerifiedSql(pitches.clubId),
      positions: clubNeeds.positions,
      agentName: members.fullName,
      pitchedAt: pitches.createdAt,
      answer: pitches.answer,
      reason: pitches.reason,
      answeredAt: pitches.answeredAt,
      minorAbroad: pitches.minorAbroad,
      minorException: pitches.minorException,
      trialStartsAt: pitches.trialStartsAt,
      trialVenue: pitches.trialVenue,
      trialDetails: pitches.trialDetails,
      trialAnswer: pitches.trialAnswer,
    })
    .from(pitches)
    .innerJoin(clubNeeds, eq(clubNeeds.id, pitches.needId))
    .innerJoin(clubs, eq(clubs.memberId, pitches.clubId))
    .innerJoin(members, eq(members.id, pitches.agentId))
    .where(eq(pitches.playerId, childId))
    .orderBy(desc(pitches.id))
    .limit(ACTIVITY_ROWS);
  return rows.map(({ trialStartsAt, trialVenue, trialDetails, trialAnswer, ...row }) => ({
    ...row,
    pitchedAt: row.pitchedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    trial:
      trialStartsAt && trialVenue !== null
        ? {
            startsAt: trialStartsAt.toISOString(),
            venue: trialVenue,
            details: trialDetails ?? '',
            answer: trialAnswer ?? 'pending',
          }
        : null,
  }));
}

async function videosOf(db: DbOrTx, childId: number) {
  return db
    .select({ id: videos.id, title: videos.title, hidden: videos.hidden, status: videos.status })
    .from(videos)
    .where(eq(videos.playerId, childId))
    .orderBy(desc(videos.id))
    .limit(ACTIVITY_ROWS);
}
