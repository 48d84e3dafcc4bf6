import { CONSENT_EXPLANATION, MESSAGES } from '@scouting/contract';
import type { Mail } from '../../../infra/mail/mailer.ts';

export type ConsentMailChild = { fullName: string; username: string };

/** The consent page's address; the refuse link preselects the answer, the page still asks for the click. */
export function consentLinks(appOrigin: string, token: string) {
  const confirm = `${appOrigin}/parental-consent?token=${encodeURIComponent(token)}`;
  return { confirm, refuse: `${confirm}&answer=refuse` };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What a parent must know to decide (GDPR Art. 8, UK Age Appropriate Design Code): who the child
 * is, what the network is, what is shown to whom, and how agents may reach the child.
 */
function explanation(child: ConsentMailChild): string[] {
  return [
    `${child.fullName} (username "${child.username}") has created a player account on ${MESSAGES.productName} and gave your e-mail address as their parent or guardian.`,
    `${MESSAGES.productName}: ${MESSAGES.tagline}`,
    CONSENT_EXPLANATION.why,
    `What is shown, and to whom: ${CONSENT_EXPLANATION.shown}`,
    `Contact: ${CONSENT_EXPLANATION.contact}`,
    `This link is valid for 7 days and can be used once.`,
  ];
}

export function consentMail(to: string, child: ConsentMailChild, links: { confirm: string; refuse: string }): Mail {
  const paragraphs = explanation(child);
  const text = [
    `Hello,`,
    ...paragraphs,
    `Confirm the account:\n${links.confirm}`,
    `Refuse and ask us to close the account:\n${links.refuse}`,
    `If you do not know this child or this network, choose refuse or ignore this mail.`,
  ].join('\n\n');
  const html = [
    '<p>Hello,</p>',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(links.confirm)}">Confirm the account</a></p>`,
    `<p><a href="${escapeHtml(links.refuse)}">Refuse and ask us to close the account</a></p>`,
    '<p>If you do not know this child or this network, choose refuse or ignore this mail.</p>',
  ].join('');
  return { to, subject: `Please confirm ${child.fullName}’s account on ${MESSAGES.productName}`, text, html };
}
