import { messageIds } from './message-ids.ts';
import type { TPitchAnswerStats } from './schemas/pitches.ts';

/**
 * Pitches (decision 061): a verified agent proposes a player they represent for a club's
 * requirement (docs/product.md#club-needs); the club answers each one. The representation agreement
 * is the agent's authority to pitch.
 */
export const PITCH_ANSWERS = ['Interested', 'Not a fit', 'Invite to trial'] as const;
export type TPitchAnswer = (typeof PITCH_ANSWERS)[number];

/** Why a player is not a fit, chosen from a list so the agent learns something usable. */
export const PITCH_NOT_A_FIT_REASONS = ['position-covered', 'level', 'age', 'budget', 'other'] as const;
export type TPitchNotAFitReason = (typeof PITCH_NOT_A_FIT_REASONS)[number];

/**
 * FIFA Regulations on the Status and Transfer of Players, Article 19: the exceptions under which a
 * player under 18 may move to a club in another country.
 */
export const MINOR_EXCEPTIONS = ['family-move', 'eu-eea-16-18', 'border-50km'] as const;
export type TMinorException = (typeof MINOR_EXCEPTIONS)[number];

/** A pitch nobody answered after this many days is shown to the agent as unanswered. */
export const PITCH_UNANSWERED_DAYS = 14;
/** A club's answering habits show on its profile once it received this many pitches. */
export const PITCH_STATS_MIN_PITCHES = 5;
export const PITCH_LIMITS = { note: 2000, videos: 5 } as const;

export const PITCH_MESSAGES = messageIds('PITCH_MESSAGES', [
  'onlyVerifiedAgentsPitch',
  'noAgreement',
  'alreadyPitched',
  'needClosed',
  'clubNotVerified',
  'listWhoMay',
  'enterNote',
  'noteTooLong',
  'tooManyVideos',
  'videoNotOfPlayer',
  'reportNotOfPlayer',
  'pitchNotFound',
  'onlyClubAnswers',
  'verifyClubToAnswer',
  'alreadyAnswered',
  'chooseReason',
  'reasonOnlyNotAFit',
  'trialRequired',
  'trialOnlyInvite',
  'chooseMinorException',
  'minorExceptionNotNeeded',
  'minorRule',
  'pitched',
  'answered',
  'noPitchesAgent',
  'noPitchesClub',
  'noPitchesPlayer',
  'listLoadFailed',
  'reportOfPitch',
  'noReport',
  'reportForClub',
  'onlyPlayerAnswersTrial',
  'noTrialPending',
  'trialAccepted',
  'trialDeclined',
  'trialAwaitingAnswer',
  'guardianTrialNotFound',
  'guardianTrialDeclined',
]);

/** Whether FIFA's Article 19 applies: a minor and a club in another country than the player's. */
export function isMinorAbroad(isMinor: boolean, playerCountry: string | null, clubCountry: string): boolean {
  if (!isMinor) return false;
  return (playerCountry ?? '').trim().toLowerCase() !== clubCountry.trim().toLowerCase();
}

/**
 * The club's answering habits (nothing below PITCH_STATS_MIN_PITCHES): the share answered and the
 * median days to an answer, rounded up to whole days (at least one).
 */
export function pitchAnswerStats(counts: {
  pitches: number;
  answered: number;
  medianDays: number | null;
}): TPitchAnswerStats | null {
  if (counts.pitches < PITCH_STATS_MIN_PITCHES) return null;
  return {
    pitches: counts.pitches,
    answeredPercent: Math.round((counts.answered / counts.pitches) * 100),
    usualDays: counts.medianDays === null ? null : Math.max(1, Math.ceil(counts.medianDays)),
  };
}
