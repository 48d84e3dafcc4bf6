import { FFAR_FEE_CAP_PERCENT, ruleInForce } from './agent-rules.ts';

/**
 * Offer to Sign (decision 025): how a verified agent and a player agree on
 * representation within the FIFA Football Agent Regulations (FFAR). The terms an agreement must
 * name (FFAR Article 12) and the fee rules live here once, for the form and the server; whether an
 * FFAR rule binds on a day is the dated table of `agent-rules.ts` (decision 043).
 */

/** FFAR Art. 12 (`AGENT_RULES.agreementLength`): at most two years, never renewed by itself. */
export const REPRESENTATION_MONTHS = { min: 1, max: 24 } as const;
/**
 * The fee any offer must keep to, whatever FIFA's rules: a share of the player's remuneration.
 * FFAR Art. 15's 5% cap (`AGENT_RULES.feeCap`) is checked on top of it while it is in force
 * (`feeCapRefusal`); FIFA suspended it on 30 December 2023 (decision 043).
 */
export const REPRESENTATION_FEE_PERCENT = { min: 0, max: 100 } as const;
export const REPRESENTATION_TEXT_LIMITS = { message: 2000 } as const;

/** The services an agent may offer a player, as the agreement lists them. */
export const REPRESENTATION_SERVICES = [
  'employment_contract',
  'transfer',
  'career_guidance',
  'trials',
  'relocation',
] as const;
export type TRepresentationService = (typeof REPRESENTATION_SERVICES)[number];

export const REPRESENTATION_SERVICE_LABELS: Record<TRepresentationService, string> = {
  employment_contract: 'Negotiating employment contracts with clubs',
  transfer: 'Negotiating transfers and registrations',
  career_guidance: 'Career guidance and planning',
  trials: 'Finding and arranging trials',
  relocation: 'Help with relocation, visas and paperwork',
};

/** Offered when the agent ticks none: the core of football agent services (FFAR Art. 11). */
export const DEFAULT_REPRESENTATION_SERVICES: readonly TRepresentationService[] = ['employment_contract', 'transfer'];

/**
 * Where an offer stands. A minor's acceptance waits for the parent who consented (FFAR Art. 12:
 * the legal guardian signs too); the agent may withdraw an offer nobody has answered yet.
 */
export const REPRESENTATION_OFFER_STATUSES = [
  'Pending',
  'Awaiting guardian',
  'Accepted',
  'Declined',
  'Refused by guardian',
  'Withdrawn',
] as const;
export type TRepresentationOfferStatus = (typeof REPRESENTATION_OFFER_STATUSES)[number];

/** An agreement is active until its end date (it ends by itself) or until either side ends it. */
export const REPRESENTATION_STATUSES = ['active', 'ended', 'expired'] as const;
export type TRepresentationStatus = (typeof REPRESENTATION_STATUSES)[number];

export const REPRESENTATION_ANSWERS = ['accept', 'decline'] as const;
export type TRepresentationAnswer = (typeof REPRESENTATION_ANSWERS)[number];

/** Answers of the parent's page: confirm or refuse their child's acceptance. */
export const REPRESENTATION_GUARDIAN_ANSWERS = ['confirm', 'refuse'] as const;

/** A guardian link stays usable for two weeks: time to read the terms, ask someone, decide. */
export const REPRESENTATION_GUARDIAN_LINK_DAYS = 14;

const formatFee = (percent: number) => `${Number(percent.toFixed(2))}%`;

/** The user-facing texts of representation (decision 025). */
export const REPRESENTATION_MESSAGES = {
  monthsRange: `The duration must be between ${REPRESENTATION_MONTHS.min} and ${REPRESENTATION_MONTHS.max} months.`,
  feeRange: `The fee must be between ${REPRESENTATION_FEE_PERCENT.min}% and ${REPRESENTATION_FEE_PERCENT.max}% of the player's remuneration.`,
  feeCap: `The fee must be between ${REPRESENTATION_FEE_PERCENT.min}% and ${FFAR_FEE_CAP_PERCENT}% of the player's remuneration.`,
  feeSteps: 'Please give the fee with at most two decimals.',
  enterMessage: 'Please write a message to the player.',
  messageTooLong: `Please keep the message under ${REPRESENTATION_TEXT_LIMITS.message} characters.`,
  feeRule:
    "FIFA Football Agent Regulations, Article 15: an agent's service fee for representing a player is capped at 5% of the player's remuneration (3% on the part above USD 200,000 a year). FIFA suspended this cap on 30 December 2023 (Circular 1873) until further notice, so it is guidance, not a limit.",
  durationRule:
    'Under the FIFA Football Agent Regulations (Article 12) an agreement with a player lasts at most two years and is never renewed by itself: a new agreement needs a new offer.',
  minorRule:
    'The player is under 18: if they accept, the parent who consented to their account must confirm before the agreement starts (FFAR Article 12: the legal guardian signs too).',
  exclusiveHelp: 'An exclusive agreement means no other agent represents the player while it lasts.',
  needsVerification:
    'Only agents whose licence an admin has verified can offer to represent a player. Request verification from your dashboard.',
  offerToSelf: 'You cannot make an offer to yourself.',
  notAPlayer: 'Offers to sign can only be made to players.',
  offerSent: 'Your offer was sent. The player is notified.',
  offerPending: 'You already have an offer waiting for this player to answer.',
  alreadyRepresenting: (until: string) => `You already represent this player until ${until}.`,
  notYourApplication: 'This application is not to one of your opportunities.',
  applicationOfOtherPlayer: 'This application is from another player.',
  offerNotFound: 'Offer not found.',
  onlyPlayerAnswers: 'Only the player the offer was made to can answer it.',
  alreadyAnswered: 'This offer has already been answered.',
  withdrawn: 'The agent withdrew this offer.',
  onlyAgentWithdraws: 'Only the agent who made the offer can withdraw it.',
  cannotWithdraw: 'Only an offer that has not become an agreement can be withdrawn.',
  exclusiveActive: (agentName: string, until: string) =>
    `You have an exclusive agreement with ${agentName} until ${until}. It must end before you accept another offer.`,
  othersActive: (count: number) =>
    `You are represented by ${count === 1 ? 'another agent' : `${count} other agents`}. An exclusive agreement can only start once ${count === 1 ? 'that agreement ends' : 'those agreements end'}.`,
  sameAgentActive: (until: string) =>
    `You already have an agreement with this agent until ${until}. A new one can start once it ends.`,
  agentNoLongerVerified: "This agent's licence is no longer verified, so the offer can no longer be accepted.",
  accepted: 'You accepted the offer. Your agreement has started.',
  acceptedAwaitingGuardian:
    'You accepted the offer. We have e-mailed your parent: the agreement starts once they confirm.',
  declined: 'You declined the offer.',
  offerWithdrawn: 'Your offer was withdrawn.',
  representationNotFound: 'Agreement not found.',
  alreadyEnded: 'This agreement has already ended.',
  ended: 'The agreement has ended.',
  confirmEnd: 'End this agreement? It stops today for both of you, and the other side is notified.',
  noOffersPlayer: 'No agent has made you an offer yet.',
  noOffersAgent: 'You have not made any offer yet. Open a player’s profile and choose Offer to Sign.',
  noAgreements: 'No current agreement.',
  guardianLinkInvalid: 'This link is not valid. Please use the link in the latest e-mail we sent you.',
  guardianLinkExpired:
    'This link has expired. Your child can send you a new one from their Representation page if they still wish to go ahead.',
  guardianMailSent: 'We have e-mailed your parent again. The earlier link no longer works.',
  guardianMailWait: 'We have just e-mailed your parent. Please wait a minute before asking again.',
  awaitingGuardian: 'Waiting for your parent to confirm. We e-mailed them the terms and a link.',
  guardianLinkUsed: 'This link has already been used. Your answer is recorded.',
  guardianConfirmed: 'Thank you. The agreement has started, and your child and the agent are told.',
  guardianRefused: 'Thank you. The agreement will not start, and your child and the agent are told.',
  guardianNoLongerOpen: 'This offer is no longer waiting for your answer.',
  noOffersAdmin: 'No offers to show.',
  noAgreementsAdmin: 'No agreements in force to show.',
  representedBy: (name: string) => `Represented by ${name}`,
  feeSummary: (percent: number) => `${formatFee(percent)} of the player's remuneration`,
} as const;

export const GUARDIAN_LINK_STATES = ['valid', 'expired', 'used'] as const;

/**
 * The refusal of a fee above FFAR Art. 15's cap on `on`, or null: the cap binds only while
 * `AGENT_RULES.feeCap` is in force (decision 043), so since its suspension any fee within
 * REPRESENTATION_FEE_PERCENT passes and the form shows the cap as guidance instead.
 */
export function feeCapRefusal(feePercent: number, on: Date): string | null {
  return ruleInForce('feeCap', on) && feePercent > FFAR_FEE_CAP_PERCENT ? REPRESENTATION_MESSAGES.feeCap : null;
}

/** Adds whole months to a calendar day (YYYY-MM-DD), clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Where an agreement stands on `today` (YYYY-MM-DD): ended by a side, past its end date, or active. */
export function representationStatus(
  agreement: { endsOn: string; endedAt: string | Date | null },
  today: string,
): TRepresentationStatus {
  if (agreement.endedAt) return 'ended';
  return agreement.endsOn <= today ? 'expired' : 'active';
}

/**
 * Whether the player may accept `offer` next to their active agreements (FFAR: one exclusive agent
 * at a time): null when they may, else the reason. A new agreement with an agent who already
 * represents them waits for the current one to end, since agreements never renew by themselves.
 */
export function acceptanceConflict(
  offer: { agentId: number; exclusive: boolean },
  active: readonly { agentId: number; agentName: string; exclusive: boolean; endsOn: string }[],
): string | null {
  const same = active.find((agreement) => agreement.agentId === offer.agentId);
  if (same) return REPRESENTATION_MESSAGES.sameAgentActive(same.endsOn);
  const exclusive = active.find((agreement) => agreement.exclusive);
  if (exclusive) return REPRESENTATION_MESSAGES.exclusiveActive(exclusive.agentName, exclusive.endsOn);
  if (offer.exclusive && active.length > 0) return REPRESENTATION_MESSAGES.othersActive(active.length);
  return null;
}
