import { MESSAGES } from '@scouting/contract/messages';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { guardianTokens, members, players, representationOffers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { lockOffer } from '../representation/answer-offer.ts';
import { decideAsGuardian } from '../representation/guardian-answer.ts';
import { findOffer } from '../representation/representation-rows.ts';
import { findGuardianLinkOf } from '../safeguarding/guardians/guardian-links.ts';
import { notYourChild } from './children.ts';

type Parent = { id: number; fullName: string };

const offerNotFound = () => new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.offerNotFound);

/**
 * POST /api/guardian/representation-offers/{offerId}/confirm | refuse (docs/product.md#parents): the decision the
 * mailed link makes, by the guardian signed in. The same rules: only an offer waiting for the
 * guardian, an exclusive agreement blocks another; the mailed links for the offer are spent with
 * it, so the decision is made once whichever way the parent takes.
 */
export async function decideOfferAsGuardian(
  db: Database,
  parent: Parent,
  offerId: number,
  answer: 'confirm' | 'refuse',
  now = new Date(),
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const row = await findOffer(tx, eq(representationOffers.id, offerId));
    // Someone else's child's offer is answered as a missing one.
    if (!row || !(await findGuardianLinkOf(tx, parent.id, row.offer.playerId))) throw offerNotFound();
    const offer = await lockOffer(tx, offerId);
    if (offer.status !== 'Awaiting guardian') {
      throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.guardianNoLongerOpen);
    }
    await tx
      .update(guardianTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(guardianTokens.purpose, 'representation'),
          eq(guardianTokens.representationOfferId, offerId),
          isNull(guardianTokens.usedAt),
        ),
      );
    const decided = await decideAsGuardian(
      tx,
      { offer, playerName: row.playerName, agentName: row.agentName },
      answer,
      parent,
      now,
    );
    return { message: decided.message };
  });
}

/**
 * POST /api/guardian/children/{childId}/revoke-consent (docs/product.md#parents): the guardian withdraws the consent
 * they gave. It has the effect of a refusal (docs/product.md#parental-consent): the child stops acting towards
 * others, verified agents stop seeing them, and every admin is told to close the account. Only a
 * confirmed consent can be withdrawn.
 */
export async function revokeConsent(db: Database, parent: Parent, childId: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    if (!(await findGuardianLinkOf(tx, parent.id, childId))) throw notYourChild();
    const [child] = await tx
      .select({
        id: members.id,
        fullName: members.fullName,
        username: members.username,
        consent: players.parentConsent,
      })
      .from(members)
      .innerJoin(players, eq(players.memberId, members.id))
      .where(eq(members.id, childId))
      .for('update');
    if (!child) throw notYourChild();
    if (child.consent !== 'confirmed') throw new AppError('CONFLICT', MESSAGES.consentNotConfirmedToRevoke);
    await updatePlayers(tx, childId, { parentConsent: 'refused', parentConsentAt: new Date() });
    // The consent links still waiting are spent: the answer was given, from the dashboard.
    await tx
      .update(guardianTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(guardianTokens.playerId, childId), eq(guardianTokens.purpose, 'consent'), isNull(guardianTokens.usedAt)),
      );
    const admins = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'Admin'));
    const notice: TNoticeLine = {
      key: 'parentConsentRefused',
      values: { player: child.fullName, username: child.username },
    };
    for (const admin of admins) {
      await notify(tx, admin.id, 'parental_consent_refused', notice, `/player-profile/${childId}`);
    }
    await recordAudit(tx, {
      actor: parent,
      action: 'parental_consent.revoked',
      subject: { id: child.id, fullName: child.fullName },
      target: { type: 'member', id: child.id },
    });
    return { message: MESSAGES.consentRevoked };
  });
}
