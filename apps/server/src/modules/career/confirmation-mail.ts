import type { TLanguage } from '@scouting/contract/languages';
import { htmlIn, mailTexts } from '../../infra/mail/mail-texts.ts';
import type { Mail } from '../../infra/mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The coach's page; a mail in another language carries it, so the page opens in the mail's language. */
export function confirmationLink(appOrigin: string, token: string, language: TLanguage): string {
  const lang = language === 'en' ? '' : `&lang=${encodeURIComponent(language)}`;
  return `${appOrigin}/confirm-record?token=${encodeURIComponent(token)}${lang}`;
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
  const t = mailTexts(language);
  const colon = language === 'fr' ? ' :' : ':';
  const paragraphs = [
    t.consentHello,
    t.coachConfirmIntro(player.fullName, club),
    t.coachConfirmWhy,
    t.coachConfirmValidity,
  ];
  return {
    to,
    subject: t.coachConfirmSubject(player.fullName),
    text: [...paragraphs, `${t.coachConfirmLinkLabel}${colon}\n${link}`, t.coachConfirmIgnore].join('\n\n'),
    html: htmlIn(
      language,
      [
        ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t.coachConfirmLinkLabel)}</a></p>`,
        `<p>${escapeHtml(t.coachConfirmIgnore)}</p>`,
      ].join(''),
    ),
  };
}
