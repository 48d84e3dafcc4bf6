import { isUnderage } from '@scouting/contract/age';
import { MESSAGES } from '@scouting/contract/messages';
import type { TParentConsent } from '@scouting/contract/safeguarding';
import type { TGuardianChild } from '@scouting/contract/schemas/guardians';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  guardianLinks,
  members,
  pitches,
  players,
  representationOffers,
  trialInvitations,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** Anyone who is not this child's guardian is answered as for a missing child (docs/product.md#parents). */
export const notYourChild = () => new AppError('NOT_FOUND', MESSAGES.guardianChildNotFound);

function selectChildren(db: DbOrTx) {
  return db
    .select({
      childId: members.id,
      fullName: members.fullName,
      dob: members.dob,
      hidden: members.profileHiddenAt,
      suspended: members.suspendedAt,
      parentConsent: players.parentConsent,
      parentConsentAt: players.parentConsentAt,
      linkedVia: guardianLinks.confirmedVia,
    })
    .from(guardianLinks)
    .innerJoin(members, eq(members.id, guardianLinks.childId))
    .innerJoin(players, eq(players.memberId, members.id));
}

type ChildRow = Awaited<ReturnType<ReturnType<typeof selectChildren>['where']>>[number];

/** What waits for the parent, for every child at once (two grouped counts, never one query per child). */
async function waitingFor(db: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return new Map<number, TGuardianChild['waiting']>();
  const offers = await db
    .select({ playerId: representationOffers.playerId, n: count() })
    .from(representationOffers)
    .where(and(inArray(representationOffers.playerId, childIds), eq(representationOffers.status, 'Awaiting guardian')))
    .groupBy(representationOffers.playerId);
  const trials = await db
    .select({ playerId: applications.playerId, n: count() })
    .from(trialInvitations)
    .innerJoin(applications, eq(applications.id, trialInvitations.applicationId))
    .where(and(inArray(applications.playerId, childIds), eq(trialInvitations.answer, 'pending')))
    .groupBy(applications.playerId);
  // A club's trial on a pitch waits for an answer as an application's does; the guardian may decline both.
  const pitchTrials = await db
    .select({ playerId: pitches.playerId, n: count() })
    .from(pitches)
    .where(and(inArray(pitches.playerId, childIds), eq(pitches.trialAnswer, 'pending')))
    .groupBy(pitches.playerId);
  const waiting = new Map(childIds.map((id) => [id, { representationOffers: 0, trialInvitations: 0 }]));
  for (const row of offers) {
    const entry = waiting.get(row.playerId);
    if (entry) entry.representationOffers = row.n;
  }
  for (const row of [...trials, ...pitchTrials]) {
    const entry = waiting.get(row.playerId);
    if (entry) entry.trialInvitations += row.n;
  }
  return waiting;
}

function toCard(row: ChildRow, waiting: TGuardianChild['waiting']): TGuardianChild {
  const consent: TParentConsent = row.parentConsent ?? 'none';
  const minor = row.dob !== null && isUnderage(row.dob);
  const gone = row.hidden !== null || row.suspended !== null;
  return {
    childId: row.childId,
    fullName: row.fullName,
    consent,
    consentAt: row.parentConsentAt?.toISOString() ?? null,
    // docs/product.md#who-may-see-whom: a minor is seen by verified agents only once consent is confirmed.
    visibleToVerifiedAgents: !gone && (!minor || consent === 'confirmed'),
    linkedVia: row.linkedVia,
    waiting,
  };
}

/** GET /api/guardian/children: the parent's children, with consent, visibility and what waits for them. */
export async function listChildren(db: DbOrTx, parentId: number): Promise<TGuardianChild[]> {
  const rows = await selectChildren(db)
    .where(and(eq(guardianLinks.parentId, parentId), isNull(members.deletedAt)))
    .orderBy(guardianLinks.id);
  const waiting = await waitingFor(
    db,
    rows.map((row) => row.childId),
  );
  return rows.map((row) => toCard(row, waiting.get(row.childId) ?? { representationOffers: 0, trialInvitations: 0 }));
}

/** One child of this parent, or 404 for anyone else's (docs/product.md#parents). */
export async function childOfParent(db: DbOrTx, parentId: number, childId: number): Promise<TGuardianChild> {
  const [row] = await selectChildren(db)
    .where(and(eq(guardianLinks.parentId, parentId), eq(guardianLinks.childId, childId), isNull(members.deletedAt)))
    .limit(1);
  if (!row) throw notYourChild();
  const waiting = await waitingFor(db, [row.childId]);
  return toCard(row, waiting.get(row.childId) ?? { representationOffers: 0, trialInvitations: 0 });
}
