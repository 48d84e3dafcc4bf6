import type { TMessageDelivery, TNotificationPreferences } from './schemas/notification-preferences.ts';
import type { TNotificationType } from './schemas/notifications.ts';

/**
 * What reaches a member's inbox (decision 031): for each category of notification, the bell only,
 * the bell and an e-mail, or the bell and a daily digest. Messages can also be turned off (no bell
 * line and no mail; the conversation still shows them). Account and safeguarding mails (sign-up,
 * reset, parental consent, guardian links) are not categories here: they cannot be turned off.
 */
export const NOTIFICATION_PREFERENCE_PATHS = {
  preferences: '/api/notification-preferences',
  /** Turns the daily digest off from the mail's link or a one-click client (RFC 8058), no sign-in. */
  digestUnsubscribe: '/api/notification-preferences/digest-unsubscribe',
} as const;

export const DELIVERIES = ['bell', 'email', 'digest'] as const;

export const MESSAGE_DELIVERIES = ['off', ...DELIVERIES] as const;

export const NOTIFICATION_CATEGORIES = ['messages', 'applications', 'opportunities', 'alerts'] as const;
export type TNotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Today's behaviour before anyone chose: every notification in the bell only, the chime on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  // Decision 031: an unread message brings one mail (after the delay) unless the member turns it off.
  messages: 'email',
  applications: 'bell',
  opportunities: 'bell',
  alerts: 'bell',
  chime: true,
};

/**
 * Which notifications each category governs. Every other type (account, verification, safeguarding,
 * representation, reports) always reaches the bell and is never mailed through these preferences.
 */
export const NOTIFICATION_CATEGORY_TYPES: Record<TNotificationCategory, readonly TNotificationType[]> = {
  messages: ['message_received'],
  applications: ['application_received', 'application_status_changed', 'application_withdrawn', 'trial_answered'],
  opportunities: ['trial_invitation'],
  alerts: ['saved_search_match', 'saved_post_search_match'],
};

export function categoryOf(type: TNotificationType): TNotificationCategory | null {
  for (const category of NOTIFICATION_CATEGORIES) {
    if (NOTIFICATION_CATEGORY_TYPES[category].includes(type)) return category;
  }
  return null;
}

export const NOTIFICATION_PREFERENCE_LABELS = {
  title: 'What reaches your inbox',
  intro:
    'Choose how you hear about each kind of notification. Account and safeguarding e-mails (sign-in, password, parental consent) are always sent and cannot be turned off.',
  categories: {
    messages: 'Messages',
    applications: 'Applications',
    opportunities: 'Opportunities and trials',
    alerts: 'Saved-search alerts',
  } satisfies Record<TNotificationCategory, string>,
  deliveries: {
    off: 'Off',
    bell: 'Bell only',
    email: 'Bell and e-mail',
    digest: 'Daily digest',
  } satisfies Record<TMessageDelivery, string>,
  chime: 'Play a sound when a notification arrives',
  save: 'Save preferences',
  saved: 'Your notification preferences are saved.',
  saveFailed: 'Your notification preferences could not be saved. Try again.',
  loadFailed: 'Your notification preferences could not be loaded.',
  unsubscribed: 'The daily digest is off. You can turn it on again in Settings.',
  unsubscribeConfirm: 'Turn off the daily digest',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;
