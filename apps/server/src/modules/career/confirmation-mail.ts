import type { TLanguage } from '@scouting/contract/languages';
import { linkMail, tokenPageLink } from '../../infra/mail/link-mail.ts';
import type { Mail } from '../../infra/mail/mailer.ts';

/** The coach's page; a mail in another language carries it, so the page opens in the mail's language. */
export function confirmationLink(appOrigin: string, token: string, language: TLanguage): string {
  return tokenPageLink(appOrigin, '/confirm-record', token, language);
}

/**
 * The mail to the coach says who asks and why (docs/product.md#a-coach-confirms): the player's name, the
 * club, that no account is needed, and how long the link works.
 */
export function confirmationMail(
  to: string,
  player: { fullName: string },
  club: string,
  link: string,
  language: TLanguage,
): Mail {
  return linkMail(to, link, language, (t) => ({
    subject: t.coachConfirmSubject(player.fullName),
    paragraphs: [t.consentHello, t.coachConfirmIntro(player.fullName, club), t.coachConfirmWhy, t.coachConfirmValidity],
    linkLabel: t.coachConfirmLinkLabel,
    ignore: t.coachConfirmIgnore,
  }));
}
