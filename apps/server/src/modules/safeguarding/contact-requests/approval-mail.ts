import type { Mail } from '../../../infra/mail/mailer.ts';
import type { ApprovalMailFacts } from './service.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The parent's mail when an admin approves an agent's contact (issue 12 §4): who, from which
 * agency, in the agent's own words, that every message is kept, and a link that withdraws the
 * approval at once. It is the guardian's written notice of FIFA agent regulations Art. 13.
 */
export function approvalMail(to: string, facts: ApprovalMailFacts, link: string): Mail {
  const agency = facts.agencyName ? ` of the agency ${facts.agencyName}` : '';
  const words = facts.requestMessage
    ? `In their own words, the agent wrote: "${facts.requestMessage}"`
    : 'The agent did not add a message to the request.';
  const lines = [
    `Our admins have approved a request from the football agent ${facts.agentName}${agency} to message ${facts.childFirstName} on Scouting Network.`,
    words,
    'Every message the agent sends is kept on record and is never deleted, so our admins can check the conversation if anything goes wrong.',
    'If you do not want this agent to contact your child, you can withdraw the approval at once, without an account:',
  ];
  return {
    to,
    subject: `An agent may now message ${facts.childFirstName} on Scouting Network`,
    text: `${lines.join('\n\n')}\n${link}\n\nIf the approval is fine with you, there is nothing to do.`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Withdraw the approval</a></p><p>If the approval is fine with you, there is nothing to do.</p>`,
  };
}
