import type { TLanguage } from '@scouting/contract/languages';
import { htmlIn, mailTexts } from '../../infra/mail/mail-texts.ts';
import type { Mail } from '../../infra/mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The coach's page; a mail in another language carries it, so the page opens in the mail's language. */
export function referenceLink(appOrigin: string, token: string, language: TLanguage): string {
  const lang = language === 'en' ? '' : `&lang=${encodeURIComponent(language)}`;
  return `${appOrigin}/write-reference?token=${encodeURIComponent(token)}${lang}`;
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
  const t = mailTexts(language);
  const colon = language === 'fr' ? ' :' : ':';
  const paragraphs = [
    t.consentHello,
    t.coachReferenceIntro(request.playerName, request.coachRole, request.club),
    t.coachReferenceWhy,
    t.coachConfirmValidity,
  ];
  return {
    to,
    subject: t.coachReferenceSubject(request.playerName),
    text: [...paragraphs, `${t.coachReferenceLinkLabel}${colon}\n${link}`, t.coachReferenceIgnore].join('\n\n'),
    html: htmlIn(
      language,
      [
        ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t.coachReferenceLinkLabel)}</a></p>`,
        `<p>${escapeHtml(t.coachReferenceIgnore)}</p>`,
      ].join(''),
    ),
  };
}
