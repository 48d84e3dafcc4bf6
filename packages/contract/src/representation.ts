import { FFAR_FEE_CAP_PERCENT, ruleInForce } from './agent-rules.ts';
import { messageIds, type TMessageWithValues, withValues } from './message-ids.ts';

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

/**
 * The terms of an offer as its application's history keeps them: stored in English like every line
 * of that history ("Offer to sign: 12 months, exclusive, 3% of the player's remuneration").
 */
export function offerHistoryLine(terms: { months: number; exclusive: boolean; feePercent: number }): string {
  const fee = `${Number(terms.feePercent.toFixed(2))}%`;
  return `Offer to sign: ${terms.months} months, ${terms.exclusive ? 'exclusive' : 'not exclusive'}, ${fee} of the player's remuneration`;
}

/** The user-facing texts of representation (decision 025). */
export const REPRESENTATION_MESSAGES = messageIds('REPRESENTATION_MESSAGES', [
  'monthsRange',
  'feeRange',
  'feeCap',
  'feeSteps',
  'enterMessage',
  'messageTooLong',
  'feeRule',
  'durationRule',
  'minorRule',
  'exclusiveHelp',
  'needsVerification',
  'offerToSelf',
  'notAPlayer',
  'offerSent',
  'offerPending',
  'notYourApplication',
  'applicationOfOtherPlayer',
  'offerNotFound',
  'onlyPlayerAnswers',
  'alreadyAnswered',
  'withdrawn',
  'onlyAgentWithdraws',
  'cannotWithdraw',
  'agentNoLongerVerified',
  'accepted',
  'acceptedAwaitingGuardian',
  'declined',
  'offerWithdrawn',
  'representationNotFound',
  'alreadyEnded',
  'ended',
  'confirmEnd',
  'noOffersPlayer',
  'noOffersAgent',
  'noAgreements',
  'guardianLinkInvalid',
  'guardianLinkExpired',
  'guardianMailSent',
  'guardianMailWait',
  'awaitingGuardian',
  'guardianLinkUsed',
  'guardianConfirmed',
  'guardianRefused',
  'guardianNoLongerOpen',
  'noOffersAdmin',
  'noAgreementsAdmin',
  'alreadyRepresenting',
  'exclusiveActive',
  'otherAgentActive',
  'otherAgentsActive',
  'sameAgentActive',
]);

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
): TMessageWithValues | null {
  const same = active.find((agreement) => agreement.agentId === offer.agentId);
  if (same) return withValues(REPRESENTATION_MESSAGES.sameAgentActive, { until: same.endsOn });
  const exclusive = active.find((agreement) => agreement.exclusive);
  if (exclusive)
    return withValues(REPRESENTATION_MESSAGES.exclusiveActive, {
      agentName: exclusive.agentName,
      until: exclusive.endsOn,
    });
  if (offer.exclusive && active.length === 1) return withValues(REPRESENTATION_MESSAGES.otherAgentActive, {});
  if (offer.exclusive && active.length > 1)
    return withValues(REPRESENTATION_MESSAGES.otherAgentsActive, { count: active.length });
  return null;
}
