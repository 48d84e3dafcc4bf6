import { GUARDIAN_INVITE_DAYS, MAX_GUARDIANS_PER_CHILD } from '@scouting/contract/guardians';
import type { TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import { canonicalMailbox } from '@scouting/contract/parental-consent';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { escapeMarkup } from '../../infra/mail/mail-html.ts';
import { memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { htmlIn, mailTexts } from '../../infra/mail/mail-texts.ts';
import type { Mail } from '../../infra/mail/mailer.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findGuardianLink, issueGuardianLink, spendGuardianLink } from '../safeguarding/guardian-token.ts';
import { guardianCountOf, linkGuardianWithinLimit } from '../safeguarding/guardians/guardian-links.ts';
import { parentAccountParagraphs } from '../safeguarding/guardians/parent-account-links.ts';
import { childOfParent } from './children.ts';

type Parent = { id: number; fullName: string };

/** The page the mailed link opens; a mail in another language carries it, so the page opens in it. */
export function invitationPath(token: string, language: TLanguage) {
  const lang = language === 'en' ? '' : `&lang=${encodeURIComponent(language)}`;
  return `/guardian-invitation?token=${encodeURIComponent(token)}${lang}`;
}

function invitationMail(
  to: string,
  names: { inviter: string; child: string },
  appOrigin: string,
  token: string,
  language: TLanguage,
): Mail {
  const t = mailTexts(language);
  const next = invitationPath(token, language);
  const link = `${appOrigin}${next}`;
  const account = parentAccountParagraphs(appOrigin, next, language);
  const colon = language === 'fr' ? ' :' : ':';
  const paragraphs = [t.guardianInviteIntro(names.inviter, names.child), t.guardianInviteHow];
  const text = [
    t.consentHello,
    ...paragraphs,
    `${t.guardianInviteLink}${colon}\n${link}`,
    t.guardianInviteValidity,
    ...account.text,
    t.guardianInviteIgnore,
  ].join('\n\n');
  const html = [
    `<p>${escapeMarkup(t.consentHello)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
    `<p><a href="${escapeMarkup(link)}">${escapeMarkup(t.guardianInviteLink)}</a></p>`,
    `<p>${escapeMarkup(t.guardianInviteValidity)}</p>`,
    ...account.html,
    `<p>${escapeMarkup(t.guardianInviteIgnore)}</p>`,
  ].join('');
  return { to, subject: t.guardianInviteSubject(names.inviter, names.child), text, html: htmlIn(language, html) };
}

/**
 * POST /api/guardian/children/{childId}/invite-guardian (docs/product.md#parents: a child may have two
 * guardians, each confirmed by the other's invitation or by an admin). The link is a guardian token
 * as the consent link is (single-use, only its hash stored, only the newest works), valid for
 * GUARDIAN_INVITE_DAYS days; the mail goes in the inviting guardian's language, queued in the
 * transaction that issues the link (decision 026).
 */
export async function inviteSecondGuardian(
  deps: { db: Database; appOrigin: string },
  parent: Parent,
  childId: number,
  email: string,
): Promise<{ message: string }> {
  const child = await childOfParent(deps.db, parent.id, childId);
  const [own] = await deps.db
    .select({ email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.authUserId))
    .where(eq(members.id, parent.id))
    .limit(1);
  if (own && canonicalMailbox(own.email) === canonicalMailbox(email)) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.guardianInviteOwnAddress, {
      email: MESSAGES.guardianInviteOwnAddress,
    });
  }
  return deps.db.transaction(async (tx) => {
    if ((await guardianCountOf(tx, childId)) >= MAX_GUARDIANS_PER_CHILD) {
      throw new AppError('CONFLICT', MESSAGES.guardianInviteLimit);
    }
    const token = await issueGuardianLink(
      tx,
      { purpose: 'guardian_invite', playerId: childId },
      email,
      GUARDIAN_INVITE_DAYS,
    );
    const language = (await memberMailLanguage(tx, parent.id)) ?? 'en';
    await enqueueMail(
      tx,
      invitationMail(email, { inviter: parent.fullName, child: child.fullName }, deps.appOrigin, token, language),
    );
    await recordAudit(tx, {
      actor: parent,
      action: 'guardian.invited',
      subject: { id: childId, fullName: child.fullName },
      // The address is the invited person's: the log keeps who invited, not whom.
      target: { type: 'member', id: parent.id },
    });
    return { message: MESSAGES.guardianInviteSent };
  });
}

/**
 * POST /api/guardian/invitations/confirm: the signed-in Parent who opened the mailed link becomes the
 * child's second guardian. The link is spent by one conditional UPDATE, so two clicks cannot both
 * use it; a child who has two guardians by now is not given a third (409, the link stays unspent).
 * An invitation is the other guardian's word: when the child has no guardian left, it is void.
 */
export async function confirmGuardianInvite(db: Database, parent: Parent, token: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const spent = await spendGuardianLink(tx, token, 'guardian_invite', now);
    if (!spent) {
      const row = await findGuardianLink(tx, token, 'guardian_invite');
      if (!row) throw new AppError('VALIDATION_ERROR', MESSAGES.guardianInviteInvalid);
      throw new AppError('VALIDATION_ERROR', row.usedAt ? MESSAGES.guardianInviteUsed : MESSAGES.guardianInviteExpired);
    }
    const [child] = await tx
      .select({ id: members.id, fullName: members.fullName })
      .from(members)
      .where(and(eq(members.id, spent.playerId), isNull(members.deletedAt)))
      .limit(1);
    if (!child || (await guardianCountOf(tx, child.id)) === 0) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.guardianInviteInvalid);
    }
    const linked = await linkGuardianWithinLimit(tx, {
      parentId: parent.id,
      childId: child.id,
      confirmedVia: 'guardian_invite',
      guardianTokenId: spent.id,
    });
    if (linked === 'already') throw new AppError('CONFLICT', MESSAGES.guardianLinkExists);
    if (linked === 'full') throw new AppError('CONFLICT', MESSAGES.guardianInviteLimit);
    await recordAudit(tx, {
      actor: parent,
      action: 'guardian.linked',
      subject: child,
      target: { type: 'guardian_token', id: spent.id },
      details: { via: 'guardian_invite' },
    });
    return { message: MESSAGES.guardianInviteAccepted };
  });
}
