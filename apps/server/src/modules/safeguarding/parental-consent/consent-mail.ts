import type { TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { escapeMarkup } from '../../../infra/mail/mail-html.ts';
import { htmlIn, mailTexts } from '../../../infra/mail/mail-texts.ts';
import type { Mail } from '../../../infra/mail/mailer.ts';
import { parentAccountParagraphs } from '../guardians/parent-account-links.ts';

export type ConsentMailChild = { fullName: string; username: string };

/**
 * The consent page's address; the refuse link preselects the answer, the page still asks for the click.
 * A mail in another language than English carries it (`lang`), so the page opens in the mail's
 * language (docs/product.md#languages); an English link stays as it always was and the page follows the browser.
 */
export function consentLinks(appOrigin: string, token: string, language: TLanguage = 'en') {
  const lang = language === 'en' ? '' : `&lang=${encodeURIComponent(language)}`;
  const next = `/parental-consent?token=${encodeURIComponent(token)}${lang}`;
  const confirm = `${appOrigin}${next}`;
  return { confirm, refuse: `${confirm}&answer=refuse`, parentAccount: { appOrigin, next } };
}

/**
 * What a parent must know to decide (GDPR Art. 8, UK Age Appropriate Design Code): who the child
 * is, what the network is, what is shown to whom, and how agents may reach the child.
 */
function explanation(child: ConsentMailChild, language: TLanguage): string[] {
  const t = mailTexts(language);
  return [
    t.consentIntro(child.fullName, child.username),
    `${englishOf(MESSAGES.productName)}: ${t.consentTagline}`,
    t.consentWhy,
    t.consentShown,
    t.consentContact,
    t.consentValidity,
  ];
}

/** In the language the child uses (ask-parent.ts): a parent asked in a language they do not read has not been informed. */
export function consentMail(
  to: string,
  child: ConsentMailChild,
  links: { confirm: string; refuse: string; parentAccount?: { appOrigin: string; next: string } },
  language: TLanguage = 'en',
): Mail {
  const t = mailTexts(language);
  const paragraphs = explanation(child, language);
  const invite = links.parentAccount
    ? parentAccountParagraphs(links.parentAccount.appOrigin, links.parentAccount.next, language)
    : { text: [], html: [] };
  // French puts a space before a colon; the label and the link keep each language's punctuation.
  const colon = language === 'fr' ? ' :' : ':';
  const text = [
    t.consentHello,
    ...paragraphs,
    `${t.consentConfirm}${colon}\n${links.confirm}`,
    `${t.consentRefuse}${colon}\n${links.refuse}`,
    ...invite.text,
    t.consentIgnore,
  ].join('\n\n');
  const html = [
    `<p>${escapeMarkup(t.consentHello)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
    `<p><a href="${escapeMarkup(links.confirm)}">${escapeMarkup(t.consentConfirm)}</a></p>`,
    `<p><a href="${escapeMarkup(links.refuse)}">${escapeMarkup(t.consentRefuse)}</a></p>`,
    ...invite.html,
    `<p>${escapeMarkup(t.consentIgnore)}</p>`,
  ].join('');
  return { to, subject: t.consentSubject(child.fullName), text, html: htmlIn(language, html) };
}
