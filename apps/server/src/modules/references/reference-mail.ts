import type { TLanguage } from '@scouting/contract/languages';
import { linkMail, tokenPageLink } from '../../infra/mail/link-mail.ts';
import type { Mail } from '../../infra/mail/mailer.ts';

/** The coach's page; a mail in another language carries it, so the page opens in the mail's language. */
export function referenceLink(appOrigin: string, token: string, language: TLanguage): string {
  return tokenPageLink(appOrigin, '/write-reference', token, language);
}

/**
 * The mail to the coach says who asks and why (docs/product.md#references): the player's name, the
 * coach's role and club as the player gave them, that no account is needed, and how long the link works.
 */
export function referenceMail(
  to: string,
  request: { playerName: string; coachRole: string; club: string },
  link: string,
  language: TLanguage,
): Mail {
  return linkMail(to, link, language, (t) => ({
    subject: t.coachReferenceSubject(request.playerName),
    paragraphs: [
      t.consentHello,
      t.coachReferenceIntro(request.playerName, request.coachRole, request.club),
      t.coachReferenceWhy,
      t.coachConfirmValidity,
    ],
    linkLabel: t.coachReferenceLinkLabel,
    ignore: t.coachReferenceIgnore,
  }));
}
