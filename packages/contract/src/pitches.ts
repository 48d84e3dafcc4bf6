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

export const PITCH_MESSAGES = {
  onlyVerifiedAgentsPitch: 'Only verified agents can pitch players to clubs.',
  noAgreement:
    'You can only pitch a player you represent: an active representation agreement with the player is your authority to pitch them.',
  alreadyPitched: 'This player has already been pitched for this requirement.',
  needClosed: 'This requirement is closed and no longer takes pitches.',
  clubNotVerified: 'This club is no longer verified, so it does not take pitches.',
  listWhoMay:
    'Pitches are listed for the clubs that receive them, the agents who send them and the players they are about.',
  enterNote: 'Please write a note to the club about the player.',
  noteTooLong: `Please keep the note under ${PITCH_LIMITS.note} characters.`,
  tooManyVideos: `Choose at most ${PITCH_LIMITS.videos} videos.`,
  videoNotOfPlayer: "Choose only the player's own videos.",
  reportNotOfPlayer: 'Choose a report about this player that you can read.',
  pitchNotFound: 'This pitch does not exist or you cannot see it.',
  onlyClubAnswers: 'Only the club that posted the requirement can answer this pitch.',
  verifyClubToAnswer: 'Your club must be verified to answer pitches.',
  alreadyAnswered: 'This pitch has already been answered.',
  chooseReason: 'Choose why the player is not a fit.',
  reasonOnlyNotAFit: 'A reason goes only with the answer Not a fit.',
  trialRequired: 'Give the date, time and place of the trial.',
  trialOnlyInvite: 'Trial details go only with the answer Invite to trial.',
  chooseMinorException:
    'This player is under 18 and your club is in another country: confirm which exception of FIFA Article 19 applies before inviting them to a trial.',
  minorExceptionNotNeeded: 'An Article 19 exception is only confirmed for a player under 18 moving to another country.',
  minorRule:
    'FIFA Regulations on the Status and Transfer of Players, Article 19: a player under 18 may move to a club in another country only if their parents move there for reasons not linked to football, if they are between 16 and 18 and move within the European Union or the European Economic Area, or if they live within 50 km of the border and the club is within 50 km of it on the other side.',
  pitched: 'Your pitch was sent. The club is notified.',
  answered: 'Your answer was sent. The agent and the player are notified.',
  noPitchesAgent: 'You have not pitched a player yet. Open Club needs to pitch a player you represent.',
  noPitchesClub: 'No agent has pitched a player for this requirement yet.',
  noPitchesPlayer: 'No agent has pitched you to a club yet.',
  listLoadFailed: 'The pitches could not be loaded. Please try again.',
  reportOfPitch: 'The report the agent attached to this pitch.',
  noReport: 'This pitch carries no report, or the report was deleted.',
  reportForClub: 'Only the club this pitch was made to can read the report attached to it.',
  onlyPlayerAnswersTrial: 'Only the pitched player can answer this trial invitation.',
  noTrialPending: 'This trial invitation is not waiting for an answer.',
  trialAccepted: 'You accepted the trial invitation. The club and the agent are told.',
  trialDeclined: 'You declined the trial invitation. The club and the agent are told.',
  trialAwaitingAnswer: 'The club is waiting for your answer to this trial invitation.',
  guardianTrialNotFound: 'This trial invitation was not found among your child’s pitches.',
  guardianTrialDeclined: 'You declined the trial invitation for your child. The club and the agent are told.',
} as const;

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
