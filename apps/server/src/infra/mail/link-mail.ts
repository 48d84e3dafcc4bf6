import type { TLanguage } from '@scouting/contract/languages';
import { escapeMarkup } from './mail-html.ts';
import { htmlIn, type MailTexts, mailTexts } from './mail-texts.ts';
import type { Mail } from './mailer.ts';

/**
 * The address of a page a mailed token opens; a mail in another language carries it, so the page
 * opens in the mail's language (docs/product.md#languages).
 */
export function tokenPageLink(appOrigin: string, page: string, token: string, language: TLanguage): string {
  const lang = language === 'en' ? '' : `&lang=${encodeURIComponent(language)}`;
  return `${appOrigin}${page}?token=${encodeURIComponent(token)}${lang}`;
}

type LinkMailTexts = {
  subject: string;
  /** Who asks and why, each a paragraph. */
  paragraphs: string[];
  linkLabel: string;
  /** What to do when the mail was not meant for its reader: the last paragraph. */
  ignore: string;
};

/**
 * A mail that asks someone without an account to open one page (a coach asked to confirm seasons
 * or to write a reference): the paragraphs, the link under its label, then what to do if it was not
 * meant for them; the text and the HTML say the same.
 */
export function linkMail(to: string, link: string, language: TLanguage, texts: (t: MailTexts) => LinkMailTexts): Mail {
  const { subject, paragraphs, linkLabel, ignore } = texts(mailTexts(language));
  const colon = language === 'fr' ? ' :' : ':';
  return {
    to,
    subject,
    text: [...paragraphs, `${linkLabel}${colon}\n${link}`, ignore].join('\n\n'),
    html: htmlIn(
      language,
      [
        ...paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
        `<p><a href="${escapeMarkup(link)}">${escapeMarkup(linkLabel)}</a></p>`,
        `<p>${escapeMarkup(ignore)}</p>`,
      ].join(''),
    ),
  };
}
