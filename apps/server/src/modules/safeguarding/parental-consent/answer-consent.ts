import { MESSAGES } from '@scouting/contract/messages';
import type { TRole } from '@scouting/contract/roles';
import { consentAwaitsAnswer } from '@scouting/contract/safeguarding';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import type { TConsentAnswerResponse, TConsentLink } from '@scouting/contract/schemas/parental-consent';
import { and, eq, isNull } from 'drizzle-orm';
import { updatePlayers } from '../../../auth/member-writes.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { guardianTokens, members, players } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { notify } from '../../notifications/notify.ts';
import { spendGuardianLink } from '../guardian-token.ts';
import { findGuardianLinkOf, linkGuardianWithinLimit } from '../guardians/guardian-links.ts';
import { type ConsentMailDeps, resendConsentMail } from './ask-parent.ts';
import { consentLinkState, findConsentToken } from './consent-token.ts';
import { mayDeleteChild } from './may-delete-child.ts';

/** A link we never sent answers the same as any other unknown one: nothing about a child leaks. */
const unknownLink = () => new AppError('NOT_FOUND', MESSAGES.consentLinkInvalid);

async function childOf(db: Database, playerId: number) {
  const [child] = await db
    .select({ id: members.id, fullName: members.fullName, parentConsent: players.parentConsent })
    .from(members)
    .innerJoin(players, eq(players.memberId, members.id))
    .where(eq(members.id, playerId))
    .limit(1);
  if (!child) throw unknownLink();
  return child;
}

/** What the parent's page shows: the child's name and where things stand, never contact details or birth date. */
export async function describeConsentLink(db: Database, token: string): Promise<TConsentLink> {
  const row = await findConsentToken(db, token);
  if (!row) throw unknownLink();
  const child = await childOf(db, row.playerId);
  return {
    link: consentLinkState(row),
    consent: child.parentConsent ?? 'pending',
    childFirstName: child.fullName.split(/\s+/)[0] ?? child.fullName,
    childFullName: child.fullName,
    canDeleteChild: await mayDeleteChild(db, row),
  };
}

/**
 * Spends a link: one conditional UPDATE, so two clicks (or a mail scanner racing the parent)
 * cannot both use it. A link that cannot be spent says why: unknown (404), used or expired (410).
 */
async function spendLink(tx: Transaction, token: string) {
  const now = new Date();
  const spent = await spendGuardianLink(tx, token, 'consent', now);
  if (spent) return spent;
  const row = await findConsentToken(tx, token);
  if (!row) throw unknownLink();
  const state = consentLinkState(row, now);
  throw new AppError('GONE', state === 'used' ? MESSAGES.consentLinkUsed : MESSAGES.consentLinkExpired);
}

/** The member signed in where a mailed link was opened, if any. */
export type AnsweringMember = { id: number; role: TRole; fullName: string };

/**
 * The parent confirms: the minor may now act towards other people (docs/product.md#parental-consent). `answeredBy` is
 * the member signed in where the link was opened, if any: the child themself may not confirm
 * (docs/product.md#parental-consent), and the link is left unspent for the parent. A signed-in Parent becomes the
 * child's guardian on the network (docs/product.md#parents): the mailed link is how the network knows them.
 */
export async function confirmConsent(
  db: Database,
  token: string,
  answeredBy: AnsweringMember | null = null,
): Promise<TConsentAnswerResponse> {
  return db.transaction(async (tx) => {
    if (answeredBy !== null && (await findConsentToken(tx, token))?.playerId === answeredBy.id) {
      throw new AppError('FORBIDDEN', MESSAGES.consentNotByChild);
    }
    const link = await spendLink(tx, token);
    const parent = answeredBy?.role === 'Parent' ? answeredBy : null;
    const member = await applyConfirmation(tx, link.playerId, parent, { type: 'guardian_token', id: link.id });
    if (member === null) throw unknownLink();
    if (!parent) return { consent: 'confirmed', message: MESSAGES.consentConfirmed };
    // A child has at most two guardians (docs/product.md#parents): the consent still counts, but a
    // third account is not linked, and the answer says so.
    const linked = await linkGuardianWithinLimit(tx, {
      parentId: parent.id,
      childId: link.playerId,
      confirmedVia: 'consent_link',
      guardianTokenId: link.id,
    });
    if (linked === 'full') return { consent: 'confirmed', message: MESSAGES.consentConfirmedNotLinked };
    if (linked === 'already')
      return { consent: 'confirmed', message: MESSAGES.consentConfirmedLinked, guardianLinked: true };
    await recordAudit(tx, {
      actor: { id: parent.id, fullName: parent.fullName },
      action: 'guardian.linked',
      subject: member,
      target: { type: 'guardian_token', id: link.id },
      details: { via: 'consent_link' },
    });
    return { consent: 'confirmed', message: MESSAGES.consentConfirmedLinked, guardianLinked: true };
  });
}

/** The parent refuses: the account is to be closed, which an admin does (and is told to, here). */
export async function refuseConsent(db: Database, token: string): Promise<TConsentAnswerResponse> {
  return db.transaction(async (tx) => {
    const link = await spendLink(tx, token);
    const refused = await applyRefusal(tx, link.playerId, null, { type: 'guardian_token', id: link.id });
    if (!refused) throw unknownLink();
    return { consent: 'refused', message: MESSAGES.consentRefused };
  });
}

type Actor = { id: number; fullName: string };
type AuditTarget = { type: 'guardian_token' | 'member'; id: number };

/** What a confirmation does, by link or from the dashboard: the child is told, the audit records who. */
async function applyConfirmation(tx: Transaction, playerId: number, actor: Actor | null, target: AuditTarget) {
  const [child] = await updatePlayers(tx, playerId, { parentConsent: 'confirmed', parentConsentAt: new Date() });
  if (child === undefined) return null;
  const [member] = await tx
    .select({ id: members.id, fullName: members.fullName })
    .from(members)
    .where(eq(members.id, playerId));
  await notify(
    tx,
    playerId,
    'parental_consent_confirmed',
    { key: 'parentConsentConfirmed', values: {} },
    '/player-dashboard',
  );
  await recordAudit(tx, {
    actor: actor ? { id: actor.id, fullName: actor.fullName } : null,
    action: 'parental_consent.confirmed',
    subject: member ?? null,
    target,
  });
  return member ?? null;
}

/** What a refusal does, by link or from the dashboard: every admin is told to close the account. */
async function applyRefusal(tx: Transaction, playerId: number, actor: Actor | null, target: AuditTarget) {
  const [child] = await updatePlayers(tx, playerId, { parentConsent: 'refused', parentConsentAt: new Date() });
  if (child === undefined) return false;
  const [member] = await tx
    .select({ id: members.id, fullName: members.fullName, username: members.username })
    .from(members)
    .where(eq(members.id, playerId));
  const admins = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'Admin'));
  const notice: TNoticeLine = {
    key: 'parentConsentRefused',
    values: { player: member?.fullName ?? 'a player', username: member?.username ?? playerId },
  };
  for (const admin of admins) {
    await notify(tx, admin.id, 'parental_consent_refused', notice, `/player-profile/${playerId}`);
  }
  await recordAudit(tx, {
    actor: actor ? { id: actor.id, fullName: actor.fullName } : null,
    action: 'parental_consent.refused',
    subject: member ? { id: member.id, fullName: member.fullName } : null,
    target,
  });
  return true;
}

/**
 * POST /api/guardian/children/{childId}/consent/confirm | refuse (docs/product.md#parents): the answer the mailed
 * link gives, by a guardian signed in, with the same effects (notices, audit, admins told on a refusal) and the
 * guardian as the actor. Only while a consent request is pending, when the page offers the answer and a mailed link
 * can exist (a link is issued with the request and spent by any answer); 409 otherwise. The consent links still
 * waiting are spent with it, so the answer is given once whichever way the parent takes. Someone else's child
 * answers as a missing one.
 */
export async function answerConsentAsGuardian(
  db: Database,
  parent: Actor,
  childId: number,
  answer: 'confirm' | 'refuse',
  notYourChild: () => AppError,
): Promise<TConsentAnswerResponse> {
  return db.transaction(async (tx) => {
    if (!(await findGuardianLinkOf(tx, parent.id, childId))) throw notYourChild();
    const [child] = await tx
      .select({ consent: players.parentConsent })
      .from(players)
      .where(eq(players.memberId, childId))
      .for('update');
    if (!child) throw notYourChild();
    if (!consentAwaitsAnswer(child.consent)) {
      // As the mailed link: an answered request says so; one never asked (no parent address yet) has no link at all.
      throw new AppError(
        'CONFLICT',
        child.consent === null ? MESSAGES.guardianConsentNotAsked : MESSAGES.consentResendNotNeeded,
      );
    }
    await tx
      .update(guardianTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(guardianTokens.playerId, childId), eq(guardianTokens.purpose, 'consent'), isNull(guardianTokens.usedAt)),
      );
    const target: AuditTarget = { type: 'member', id: childId };
    if (answer === 'confirm') {
      await applyConfirmation(tx, childId, parent, target);
      return { consent: 'confirmed', message: MESSAGES.consentConfirmed };
    }
    await applyRefusal(tx, childId, parent, target);
    return { consent: 'refused', message: MESSAGES.consentRefused };
  });
}

/**
 * From an expired or used link: a fresh one to the same parent while consent is still pending.
 * A link for an address the minor has since replaced sends nothing (the old address is no longer asked).
 */
export async function resendByToken(deps: ConsentMailDeps, token: string): Promise<TConsentAnswerResponse> {
  const row = await findConsentToken(deps.db, token);
  if (!row) throw unknownLink();
  const [player] = await deps.db
    .select({ parentEmail: players.parentEmail, parentConsent: players.parentConsent })
    .from(players)
    .where(eq(players.memberId, row.playerId))
    .limit(1);
  if (!player || player.parentEmail?.toLowerCase() !== row.parentEmail.toLowerCase()) throw unknownLink();
  if (player.parentConsent === 'confirmed' || player.parentConsent === 'refused') {
    throw new AppError('CONFLICT', MESSAGES.consentResendNotNeeded);
  }
  const message = await resendConsentMail(deps, row.playerId);
  return { consent: 'pending', message };
}
