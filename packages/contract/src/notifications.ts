import { z } from 'zod';
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
  'representation_offer',
  'representation_answered',
  'representation_ended',
  'welcome',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/** A notification of SPEC §3, with the page it points to when there is one. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: ZNotificationType,
  message: z.string(),
  link: z.string().nullable(),
  timestamp: z.string(),
  isRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int(),
  nextCursor: ZNextCursor,
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = pageQuery(idCursor, 20);

export const ZMarkReadResponse = z.object({ unreadCount: z.literal(0) });
