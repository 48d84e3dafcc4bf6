import type { TLanguage } from '@scouting/contract/languages';
import type { Member } from '../../../auth/caller.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { escapeMarkup } from '../../../infra/mail/mail-html.ts';
import { htmlIn, mailTexts } from '../../../infra/mail/mail-texts.ts';
import type { Mail } from '../../../infra/mail/mailer.ts';
import { parentAccountParagraphs } from '../guardians/parent-account-links.ts';
import { consentingParent, type ParentMailDeps, queueParentMail } from './parent-mail.ts';

/** What an adult wrote to a child, and what it came with. */
export type TextCopy = {
  /** Null for a writer without an account here: a coach writing a reference from a mailed link. */
  writerId: number | null;
  writerName: string;
  childName: string;
  about: { kind: 'application'; post: string } | { kind: 'offer' } | { kind: 'report' } | { kind: 'reference' };
  text: string;
};

/**
 * The parent's copy, in the language the child uses (docs/product.md#languages), ending with the parent account's
 * links (docs/product.md#parents): the account opens on the parent dashboard, where the child's texts are too.
 */
export function textCopyMail(to: string, copy: TextCopy, appOrigin: string, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  const lines = [
    copy.about.kind === 'application'
      ? t.textCopyApplication(copy.writerName, copy.childName, copy.about.post)
      : copy.about.kind === 'report'
        ? t.textCopyReport(copy.writerName, copy.childName)
        : copy.about.kind === 'reference'
          ? t.textCopyReference(copy.writerName, copy.childName)
          : t.textCopyOffer(copy.writerName, copy.childName),
    t.textCopyWords(copy.text),
    t.textCopyWhy,
  ];
  const invite = parentAccountParagraphs(appOrigin, '/parent-dashboard', language);
  return {
    to,
    subject: t.textCopySubject(copy.writerName, copy.childName),
    text: [...lines, ...invite.text].join('\n\n'),
    html: htmlIn(language, [...lines.map((line) => `<p>${escapeMarkup(line)}</p>`), ...invite.html].join('')),
  };
}

/**
 * The parent who consented to a minor's account receives a copy of every text an adult writes to
 * the child outside the messaging (the texts `assertTextForMinor` checks), so that what no admin
 * reviewed is read by the parent. Nothing for an adult. In the caller's transaction, within the
 * parent mails' daily caps (a refusal is the text's too).
 */
export async function copyTextToParent(
  tx: DbOrTx,
  deps: ParentMailDeps & { appOrigin: string },
  child: Pick<Member, 'id' | 'isMinor'>,
  copy: TextCopy,
): Promise<void> {
  const parent = await consentingParent(tx, child);
  if (!parent) return;
  await queueParentMail(
    tx,
    deps,
    child.id,
    textCopyMail(parent.email, copy, deps.appOrigin, parent.language),
    copy.writerId === null ? [] : [copy.writerId],
  );
}
