import type { TLanguage } from '@scouting/contract/languages';
import { escapeMarkup } from '../../../infra/mail/mail-html.ts';
import { htmlIn, mailTexts } from '../../../infra/mail/mail-texts.ts';
import type { Mail } from '../../../infra/mail/mailer.ts';
import { parentAccountParagraphs } from '../guardians/parent-account-links.ts';
import type { ApprovalMailFacts } from './service.ts';

/**
 * The parent's mail when an admin approves an agent's contact (docs/product.md#contact-requests): who, from which
 * agency, in the agent's own words, that every message is kept, and a link that withdraws the
 * approval at once. It is the guardian's written notice of FIFA agent regulations Art. 13. In the
 * language the child uses (docs/product.md#languages), as the consent mail; after the withdrawal link, the parent
 * account's links (docs/product.md#parents), which open the parent dashboard, where the contact requests are.
 */
export function approvalMail(
  to: string,
  facts: ApprovalMailFacts,
  links: { withdraw: string; appOrigin: string },
  language: TLanguage = 'en',
): Mail {
  const t = mailTexts(language);
  const link = links.withdraw;
  const invite = parentAccountParagraphs(links.appOrigin, '/parent-dashboard', language);
  const lines = [
    t.approvalIntro(facts.agentName, facts.agencyName, facts.childFirstName),
    t.approvalWords(facts.requestMessage),
    t.approvalKept,
    t.approvalWithdrawIntro,
  ];
  return {
    to,
    subject: t.approvalSubject(facts.childFirstName),
    text: `${lines.join('\n\n')}\n${link}\n\n${invite.text.join('\n\n')}\n\n${t.approvalNothingToDo}`,
    html: htmlIn(
      language,
      `${lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('')}<p><a href="${escapeMarkup(link)}">${escapeMarkup(t.approvalLinkLabel)}</a></p>${invite.html.join('')}<p>${escapeMarkup(t.approvalNothingToDo)}</p>`,
    ),
  };
}
