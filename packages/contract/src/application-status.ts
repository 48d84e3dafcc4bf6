import { messageIds, type TMessageWithValues, withValues } from './message-ids.ts';
/**
 * Where an application stands (docs/product.md#applications, decision 022): one list, and the moves between its
 * values, defined here once so the server refuses what the page never offers.
 */

export const APPLICATION_STATUSES = [
  'Submitted',
  'Viewed',
  'Shortlisted',
  'Invited to trial',
  'Offered',
  'Declined',
  'Withdrawn',
  // The trial's outcome (decision 065).
  'Contract offered',
  'Signed',
  'Not selected',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Who moves an application: the member who posted the opportunity (or an admin), or the applicant. */
export type TApplicationActor = 'poster' | 'player';

/**
 * The poster's moves. Viewed is also set by itself the first time the poster opens the
 * application or its CV; Invited to trial comes with an invitation (its date and venue), so only
 * the invitation route makes that move, and Offered comes with an offer to sign (decision 025), so only
 * an agent's offer makes it; a Declined application may be reopened. After a trial the poster records its
 * outcome (decision 065): a contract offered, signed, or not selected; Signed is final, Not selected reopens.
 */
const POSTER_MOVES: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  Submitted: ['Viewed', 'Shortlisted', 'Invited to trial', 'Offered', 'Declined'],
  Viewed: ['Shortlisted', 'Invited to trial', 'Offered', 'Declined'],
  Shortlisted: ['Viewed', 'Invited to trial', 'Offered', 'Declined'],
  // Sending a new invitation reschedules the trial.
  'Invited to trial': [
    'Shortlisted',
    'Invited to trial',
    'Offered',
    'Declined',
    'Contract offered',
    'Signed',
    'Not selected',
  ],
  // A new offer after a withdrawn or declined one is Offered again.
  Offered: ['Shortlisted', 'Invited to trial', 'Offered', 'Declined'],
  Declined: ['Viewed', 'Shortlisted', 'Invited to trial', 'Offered'],
  // Nothing leaves Withdrawn: the player took the application back.
  Withdrawn: [],
  'Contract offered': ['Signed', 'Not selected'],
  // Nothing leaves Signed: the player joined.
  Signed: [],
  // Like Declined, a player not selected may be looked at again.
  'Not selected': ['Shortlisted', 'Invited to trial'],
};

/** The outcomes of a trial, final or not: the player can no longer withdraw. */
const SETTLED: readonly TApplicationStatus[] = ['Withdrawn', 'Signed', 'Not selected'];

/** The trial's outcomes the poster records after an invitation (decision 065). */
const TRIAL_OUTCOMES = ['Contract offered', 'Signed', 'Not selected'] as const satisfies readonly TApplicationStatus[];

/** Whether `status` is one of a trial's outcomes. */
export function isTrialOutcome(status: TApplicationStatus): boolean {
  return (TRIAL_OUTCOMES as readonly TApplicationStatus[]).includes(status);
}

/**
 * Whether `actor` may move an application from `from` to `to`. The player only withdraws, and not once
 * it is withdrawn, signed or not selected.
 */
export function canMoveApplication(from: TApplicationStatus, to: TApplicationStatus, actor: TApplicationActor) {
  if (actor === 'player') return to === 'Withdrawn' && !SETTLED.includes(from);
  return POSTER_MOVES[from].includes(to);
}

/** Statuses that come with something more than a word: a trial's date and venue, an offer's terms. */
const MADE_BY_THEIR_OWN_CALL: readonly TApplicationStatus[] = ['Invited to trial', 'Offered'];

/** The statuses the poster can choose from this one (the page's menu); the invitation has its own form. */
export function posterChoices(from: TApplicationStatus): TApplicationStatus[] {
  return POSTER_MOVES[from].filter((to) => !MADE_BY_THEIR_OWN_CALL.includes(to) && to !== from);
}

/** Statuses in which the application is still in play: a trial can be answered, the player can withdraw. */
export function isApplicationActive(status: TApplicationStatus): boolean {
  return status !== 'Declined' && !SETTLED.includes(status);
}

export const APPLICATION_TEXT_LIMITS = { statusMessage: 1000, venue: 200, trialDetails: 2000 } as const;

export const TRIAL_ANSWERS = ['pending', 'accepted', 'declined'] as const;
export type TTrialAnswer = (typeof TRIAL_ANSWERS)[number];

/**
 * Kind, editable starting points for a decline message (docs/product.md#applications): the page offers them, the
 * poster changes what they like before sending.
 */
export const DECLINE_TEMPLATES = [
  {
    label: 'Went with other players',
    text: 'Thank you for applying. We enjoyed learning about you, but we have decided to go with other players for this opportunity. We wish you every success and hope you will apply to our future posts.',
  },
  {
    label: 'Position filled',
    text: 'Thank you for your interest. This opportunity has now been filled. Keep your highlights up to date: we will keep your profile in mind for the future.',
  },
  {
    label: 'Not the right fit yet',
    text: 'Thank you for applying. At this stage your profile does not match what we need for this role, but please do not be discouraged: keep working on your game and apply again.',
  },
] as const;

/** The user-facing texts of the application answers (docs/product.md#applications). */
/**
 * The clips a player may put first when applying (decision 068): a few, so the poster's card
 * leads with the best one and the rest stay on the video profile.
 */
export const MAX_APPLICATION_VIDEOS = 3;

export const APPLICATION_MESSAGES = messageIds('APPLICATION_MESSAGES', [
  'inviteThroughForm',
  'offerThroughForm',
  'onlyPlayerWithdraws',
  'alreadyWithdrawn',
  'outcomeRecorded',
  'statusUnchanged',
  'trialTimeUnchanged',
  'textsLimited',
  'videoNotShown',
  'tooManyVideos',
  'postGone',
  'postClosed',
  'trialInPast',
  'enterVenue',
  'venueTooLong',
  'detailsTooLong',
  'messageTooLong',
  'enterTrialDate',
  'noTrialInvitation',
  'trialAlreadyAnswered',
  'trialNotOpen',
  'statusUpdated',
  'trialInvitationSent',
  'applicationWithdrawn',
  'trialAccepted',
  'trialDeclined',
  'confirmWithdraw',
  'noApplicationsYet',
  'trialAwaitingAnswer',
  'noAgentApplicationsYet',
  'messageOnlyApplicants',
  'messageOnlyAdultApplicants',
  'writeAfterTrialInvitation',
  'minorWritesToApprovedAgents',
  'moveNotAllowed',
  'withdrawnIsFinal',
]);

/**
 * Each status's name as a message, so a sentence that names one says it in the reader's language:
 * 'Invited to trial' → `APPLICATION_STATUS_NAMES.invitedToTrial`.
 */
export const APPLICATION_STATUS_NAMES = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => {
    const key = status.toLowerCase().replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
    return [status, `APPLICATION_STATUS_NAMES.${key}`];
  }),
) as Readonly<Record<TApplicationStatus, string>>;

/** The refusal of a move from `from` to `to`: a withdrawn application is the player's last word. */
export function statusMoveRefusal(from: TApplicationStatus, to: TApplicationStatus): TMessageWithValues {
  if (from === 'Withdrawn') return withValues(APPLICATION_MESSAGES.withdrawnIsFinal, {});
  return withValues(APPLICATION_MESSAGES.moveNotAllowed, {
    from: APPLICATION_STATUS_NAMES[from],
    to: APPLICATION_STATUS_NAMES[to],
  });
}
