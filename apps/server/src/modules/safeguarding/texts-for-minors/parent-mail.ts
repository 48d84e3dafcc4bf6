import type { TLanguage } from '@scouting/contract/languages';
import { canonicalMailbox, isChildsOwnAddress } from '@scouting/contract/parental-consent';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members, players, user } from '../../../db/schema/index.ts';
import { memberMailLanguage } from '../../../infra/mail/mail-language.ts';
import type { Mail } from '../../../infra/mail/mailer.ts';
import { enqueueMail } from '../../../infra/queue/mail-jobs.ts';
import { takeWrite, type WriteLimiter } from '../../../platform/rate-limits/limit-writes.ts';

/** What queuing a mail to a parent needs besides the transaction: the counters of its daily caps. */
export type ParentMailDeps = { limits: WriteLimiter };

/**
 * The parent who confirmed a minor's account, with the language their mails go in (the child's,
 * docs/product.md#languages, else English); null for an adult, or while no parent has confirmed.
 */
export async function consentingParent(
  tx: DbOrTx,
  child: { id: number; isMinor: boolean },
): Promise<{ email: string; language: TLanguage } | null> {
  if (!child.isMinor) return null;
  const [row] = await tx
    .select({
      email: players.parentEmail,
      consent: players.parentConsent,
      contactEmail: players.emailAddress,
      loginEmail: user.email,
    })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .leftJoin(user, eq(user.id, members.authUserId))
    .where(eq(players.memberId, child.id))
    .limit(1);
  if (!row?.email || row.consent !== 'confirmed') return null;
  // An address kept from before addresses were read as their providers read them may be the
  // child's own (decision 009): a copy meant for the parent never goes to the child.
  if (isChildsOwnAddress(row.email, [row.loginEmail, row.contactEmail])) return null;
  return { email: row.email, language: (await memberMailLanguage(tx, child.id)) ?? 'en' };
}

/**
 * Every mail to a parent address other than the consent mail (which has its own counters,
 * parental-consent/ask-parent.ts) passes here: a few a day per child and per recipient address, the
 * consent mails' numbers (write-limits.ts `parentMailPer*`). Beyond them the mail is not queued and
 * the request is refused (429 with the sentence): what the mail carries (a copy of an adult's words
 * to the child, an invitation, an agreement to confirm) is not sent without the parent's copy, so
 * the caller learns to try again tomorrow. Queued in the caller's transaction (decision 026); call
 * it as the transaction's last step, so that a refusal before it spends no count.
 */
export async function queueParentMail(
  tx: DbOrTx,
  deps: ParentMailDeps,
  childId: number,
  mail: Mail,
  /** The other members the mail names besides the child (the writer): an erasure drops it with them. */
  alsoAbout: number[] = [],
): Promise<void> {
  await takeWrite(deps.limits, 'parentMailPerPlayer', String(childId));
  await takeWrite(deps.limits, 'parentMailPerRecipient', canonicalMailbox(mail.to));
  await enqueueMail(tx, mail, { about: [childId, ...alsoAbout] });
}
