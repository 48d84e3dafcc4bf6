import {
  MESSAGES,
  REPRESENTATION_MESSAGES,
  REPRESENTATION_SERVICE_LABELS,
  type TRepresentationService,
} from '@scouting/contract';
import type { Mail } from '../../infra/mail/mailer.ts';

/** What the parent's mail says, read in the transaction that asked for their signature. */
export type GuardianMailFacts = {
  parentEmail: string;
  childName: string;
  agentName: string;
  agencyName: string | null;
  months: number;
  exclusive: boolean;
  feePercent: number;
  services: TRepresentationService[];
  message: string;
  token: string;
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The guardian's copy of the terms their child accepted (issue 28 §4; FFAR Art. 12: for a minor
 * the legal guardian signs too). Every term is in the mail itself, so the parent can decide from
 * it; the link opens the page where they confirm or refuse.
 */
export function guardianMail(facts: GuardianMailFacts, appOrigin: string): Mail {
  const link = `${appOrigin}/representation-consent?token=${encodeURIComponent(facts.token)}`;
  const agency = facts.agencyName ? ` of the agency ${facts.agencyName}` : '';
  const lines = [
    `${facts.childName} has accepted an offer from the football agent ${facts.agentName}${agency} to represent them, on ${MESSAGES.productName}. Because ${facts.childName} is under 18, the agreement only starts if you confirm it as their parent or guardian.`,
    `Duration: ${facts.months} months from the day you confirm. It ends by itself and is never renewed without a new agreement.`,
    `Exclusive: ${facts.exclusive ? `yes. ${REPRESENTATION_MESSAGES.exclusiveHelp}` : 'no. Other agents may also represent your child.'}`,
    `Fee: ${REPRESENTATION_MESSAGES.feeSummary(facts.feePercent)}. ${REPRESENTATION_MESSAGES.feeRule}`,
    `Services: ${facts.services.map((service) => REPRESENTATION_SERVICE_LABELS[service]).join('; ')}.`,
    `The agent's message: "${facts.message}"`,
    `Either side can end the agreement at any time from the network. This link can be used once and is valid for 14 days.`,
  ];
  return {
    to: facts.parentEmail,
    subject: `Please confirm or refuse ${facts.childName}'s agreement with an agent on ${MESSAGES.productName}`,
    text: `${lines.join('\n\n')}\n\nRead the terms and confirm or refuse:\n${link}\n\nIf you do not know this agent, choose refuse.`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Read the terms and confirm or refuse</a></p><p>If you do not know this agent, choose refuse.</p>`,
  };
}
