import type { TLanguage } from '@scouting/contract/languages';
import { escapeMarkup } from '../../../infra/mail/mail-html.ts';
import { mailTexts } from '../../../infra/mail/mail-texts.ts';

/**
 * The invitation under a guardian mail (docs/product.md#parents): create a parent account, or sign in to one, and
 * come back to the page the mail's link opens (`next`), where confirming while signed in links the
 * child to the account. Placed after the mail's own links, so the first link stays the answer.
 */
export function parentAccountParagraphs(appOrigin: string, nextPath: string, language: TLanguage) {
  const t = mailTexts(language);
  const next = encodeURIComponent(nextPath);
  const create = `${appOrigin}/register?role=Parent&next=${next}`;
  const signIn = `${appOrigin}/login?next=${next}`;
  const colon = language === 'fr' ? ' :' : ':';
  return {
    text: [
      t.parentAccountWhy,
      `${t.parentAccountCreate}${colon}\n${create}`,
      `${t.parentAccountSignIn}${colon}\n${signIn}`,
    ],
    html: [
      `<p>${escapeMarkup(t.parentAccountWhy)}</p>`,
      `<p><a href="${escapeMarkup(create)}">${escapeMarkup(t.parentAccountCreate)}</a></p>`,
      `<p><a href="${escapeMarkup(signIn)}">${escapeMarkup(t.parentAccountSignIn)}</a></p>`,
    ],
  };
}
