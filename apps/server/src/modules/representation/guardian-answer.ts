import { MESSAGES } from '@scouting/contract/messages';
import { REPRESENTATION_MESSAGES, type TRepresentationOfferStatus } from '@scouting/contract/representation';
import type { TRepresentationConsent } from '@scouting/contract/schemas/representation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { guardianTokens, representationOffers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { lockOffer } from './answer-offer.ts';
import { findRepresentationLink } from './guardian-link.ts';
import { findOffer } from './representation-rows.ts';
import { assertCanStart, startAgreement } from './start-agreement.ts';

type Link = NonNullable<Awaited<ReturnType<typeof findRepresentationLink>>>;

/** Used once answered, or once the offer stopped waiting (withdrawn meanwhile); expired after its days. */
function linkState(link: Link, offerStatus: TRepresentationOfferStatus, now: Date) {
  if (link.usedAt || offerStatus !== 'Awaiting guardian') return 'used' as const;
  return link.expiresAt.getTime() <= now.getTime() ? ('expired' as const) : ('valid' as const);
}

const firstName = (fullName: string) => fullName.split(/\s+/)[0] ?? fullName;

async function openLink(db: DbOrTx, token: string) {
  const link = await findRepresentationLink(db, token);
  const offerId = link?.representationOfferId;
  const row = offerId ? await findOffer(db, eq(representationOffers.id, offerId)) : undefined;
  if (!link || !row) throw new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.guardianLinkInvalid);
  return { link, row };
}

/**
 * GET /api/representation-consent?token=…: the terms the child accepted, for the parent to read
 * before deciding; opening the link decides nothing. Only the child's first name, never more.
 */
export async function describeRepresentationLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<TRepresentationConsent> {
  const { link, row } = await openLink(db, token);
  const { offer } = row;
  return {
    link: linkState(link, offer.status, now),
    childFirstName: firstName(row.playerName),
    agentName: row.agentName,
    agencyName: row.agencyName ?? null,
    status: offer.status,
    months: offer.months,
    exclusive: offer.exclusive,
    feePercent: offer.feeHundredths / 100,
    services: offer.services,
    message: offer.message,
  };
}

/**
 * POST /api/representation-consent/confirm | refuse (docs/product.md#representation): the parent who consented signs
 * or refuses the child's agreement. Single use: the token is spent in the same transaction as the
 * decision, the agent and the child are told either way, and the decision goes on the audit log.
 * `answeredBy` is the member signed in where the link was opened, if any: as with parental
 * consent, the child may not confirm their own agreement, and the link is left unspent for the parent.
 */
export async function answerRepresentationLink(
  db: Database,
  token: string,
  answer: 'confirm' | 'refuse',
  answeredBy: number | null = null,
  now = new Date(),
): Promise<{ message: string; status: TRepresentationOfferStatus }> {
  return db.transaction(async (tx) => {
    const { link, row } = await openLink(tx, token);
    if (answer === 'confirm' && answeredBy !== null && link.playerId === answeredBy) {
      throw new AppError('FORBIDDEN', MESSAGES.consentNotByChild);
    }
    const offer = await lockOffer(tx, row.offer.id);
    const state = linkState(link, offer.status, now);
    if (link.usedAt) throw new AppError('GONE', REPRESENTATION_MESSAGES.guardianLinkUsed);
    if (state === 'used') throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.guardianNoLongerOpen);
    if (state === 'expired') throw new AppError('GONE', REPRESENTATION_MESSAGES.guardianLinkExpired);
    // Guarded on usedAt, so two clicks at once decide (and notify) only once.
    const [spent] = await tx
      .update(guardianTokens)
      .set({ usedAt: now })
      .where(and(eq(guardianTokens.id, link.id), isNull(guardianTokens.usedAt)))
      .returning({ id: guardianTokens.id });
    if (!spent) throw new AppError('GONE', REPRESENTATION_MESSAGES.guardianLinkUsed);
    return decideAsGuardian(tx, { offer, playerName: row.playerName, agentName: row.agentName }, answer, null, now);
  });
}

type Decided = { message: string; status: TRepresentationOfferStatus };

/**
 * The guardian's decision on an offer waiting for them, whether from the mailed link or from the
 * parent's dashboard (docs/product.md#parents: the same rules): the agent and the child are told either way and the
 * decision goes on the audit log, with the parent member as actor when they acted signed in.
 */
export async function decideAsGuardian(
  tx: Transaction,
  row: { offer: typeof representationOffers.$inferSelect; playerName: string; agentName: string },
  answer: 'confirm' | 'refuse',
  actor: { id: number; fullName: string } | null,
  now = new Date(),
): Promise<Decided> {
  const { offer } = row;
  const subject = { id: offer.playerId, fullName: row.playerName };
  const target = { type: 'representation_offer' as const, id: offer.id };

  if (answer === 'refuse') {
    await tx
      .update(representationOffers)
      .set({ status: 'Refused by guardian' })
      .where(eq(representationOffers.id, offer.id));
    await notify(
      tx,
      offer.agentId,
      'representation_answered',
      { key: 'representationGuardianRefused', values: { player: row.playerName } },
      '/representation',
    );
    await notify(
      tx,
      offer.playerId,
      'representation_answered',
      { key: 'representationGuardianRefusedPlayer', values: { agent: row.agentName } },
      '/representation',
    );
    await recordAudit(tx, { actor, action: 'representation.guardian_refused', subject, target });
    return { message: REPRESENTATION_MESSAGES.guardianRefused, status: 'Refused by guardian' as const };
  }

  await assertCanStart(tx, offer);
  const agreementId = await startAgreement(tx, offer, offer.answeredAt ?? now, now);
  await notify(
    tx,
    offer.agentId,
    'representation_answered',
    { key: 'representationGuardianConfirmed', values: { player: row.playerName } },
    '/representation',
  );
  await notify(
    tx,
    offer.playerId,
    'representation_answered',
    { key: 'representationGuardianConfirmedPlayer', values: { agent: row.agentName } },
    '/representation',
  );
  await recordAudit(tx, {
    actor,
    action: 'representation.guardian_confirmed',
    subject,
    target,
    details: { agreementId },
  });
  return { message: REPRESENTATION_MESSAGES.guardianConfirmed, status: 'Accepted' as const };
}
