import type { TLanguage } from '@scouting/contract/languages';
import { mailTexts } from '../../../infra/mail/mail-texts.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
      `<p>${escapeHtml(t.parentAccountWhy)}</p>`,
      `<p><a href="${escapeHtml(create)}">${escapeHtml(t.parentAccountCreate)}</a></p>`,
      `<p><a href="${escapeHtml(signIn)}">${escapeHtml(t.parentAccountSignIn)}</a></p>`,
    ],
  };
}
