import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { idCursor, pageQuery, ZNextCursor } from './paging.ts';

/** What a notification is about; the server stores it, the page may react to it. */
export const NOTIFICATION_TYPES = [
  'application_received',
  'application_status_changed',
  'application_withdrawn',
  'trial_invitation',
  'trial_answered',
  'message_received',
  'parental_consent_confirmed',
  'parental_consent_refused',
  'underage_request_approved',
  'underage_request_received',
  'underage_request_revoked',
  'underage_request_declined',
  'verification_decided',
  'verification_revoked',
  'member_suspended',
  'video_rated',
  'transfermarkt_forwarded',
  'transfermarkt_rejected',
  'report_received',
  'saved_search_match',
  'saved_post_search_match',
  'representation_offer',
  'representation_answered',
  'representation_ended',
  'opportunity_deadline_passed',
  'welcome',
  'feedback_received',
  'pitch_received',
  'pitch_made',
  'pitch_answered',
  'record_corrected',
  'reference_written',
  'club_need_closed',
] as const;
export const ZNotificationType = lazySchema(() => z.enum(NOTIFICATION_TYPES));
export type TNotificationType = z.infer<typeof ZNotificationType>;

/**
 * The sentences of the bell, by key (docs/product.md#languages): a notification keeps its sentence's key and
 * values, so each member reads it in their own language, wherever it is shown (the bell, the
 * notifications page, a mail, a push). Their wording lives in `catalogs/notices/<language>.json`,
 * ICU messages with ids `notices.<key>`; English there is today's wording, word for word.
 */
export const NOTICE_KEYS = [
  'applicationReceived',
  'applicationWithdrawn',
  'clubNeedClosed',
  'clubVerificationApproved',
  'clubVerificationDenied',
  'clubVerificationRevoked',
  'deadlinePassed',
  'feedbackReceived',
  // What a child's guardians hear of (docs/product.md#parents), named after the child.
  'guardianApplicationMoved',
  'guardianContactApproved',
  'guardianContactDeclined',
  'guardianFeedback',
  'guardianPitchAnswered',
  'guardianPitchMade',
  'guardianRepresentationOffer',
  'guardianTrialInvitation',
  'memberSuspended',
  'messageReceived',
  'parentConsentConfirmed',
  'parentConsentRefused',
  'pitchAnsweredAgent',
  'pitchAnsweredPlayer',
  'pitchMade',
  'pitchReceived',
  'pitchTrialAnsweredAgent',
  'pitchTrialAnsweredClub',
  'recordCorrected',
  'referenceWritten',
  'reportReceived',
  'representationAccepted',
  'representationAcceptedAwaitingGuardian',
  'representationDeclined',
  'representationEndDateReached',
  'representationEnded',
  'representationGuardianConfirmed',
  'representationGuardianConfirmedPlayer',
  'representationGuardianRefused',
  'representationGuardianRefusedPlayer',
  'representationOffer',
  'representationWithdrawn',
  'savedPostSearchMatch',
  'savedSearchMatch',
  'statusContractOffered',
  'statusDeclined',
  'statusInvited',
  'statusNotSelected',
  'statusOffered',
  'statusOther',
  'statusShortlisted',
  'statusSigned',
  'statusViewed',
  'transfermarktForwarded',
  'transfermarktRejected',
  'trialAccepted',
  'trialDeclined',
  'underageRequestApproved',
  'underageRequestDeclined',
  'underageRequestReceived',
  'underageRequestRevoked',
  'verificationApproved',
  'verificationRejectedFinal',
  'verificationRejectedMayResend',
  'verificationResendAllowed',
  'verificationRevoked',
  'videoRated',
  'videoRatedMinor',
  'welcome',
] as const;
export type TNoticeKey = (typeof NOTICE_KEYS)[number];
export const ZNoticeLine = lazySchema(() =>
  z.object({
    key: z.enum(NOTICE_KEYS),
    values: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);
/** A sentence of the bell: its key and the values of its placeholders (names, titles, counts). */
export type TNoticeLine = z.infer<typeof ZNoticeLine>;

/** A notification, with the page it points to when there is one. */
export const ZNotification = lazySchema(() =>
  z.object({
    id: z.number().int(),
    type: ZNotificationType,
    /** The sentence in English, as stored (a line written before sentences had keys has only this). */
    message: z.string(),
    /** The sentence's key and values, for showing it in the reader's language; null for an older line. */
    line: ZNoticeLine.nullable().optional(),
    link: z.string().nullable(),
    timestamp: z.string(),
    isRead: z.boolean(),
  }),
);
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = lazySchema(() =>
  z.object({
    notifications: z.array(ZNotification),
    unreadCount: z.number().int(),
    nextCursor: ZNextCursor,
  }),
);
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = lazySchema(() => pageQuery(idCursor, 20));

export const ZMarkReadResponse = lazySchema(() => z.object({ unreadCount: z.literal(0) }));
