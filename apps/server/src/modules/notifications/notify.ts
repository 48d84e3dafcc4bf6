import type { TNoticeLine, TNotificationType } from '@scouting/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { noticeText } from '../../platform/notices/notice-text.ts';
import { pushNotification } from '../push/push-to-devices.ts';
import { announceNotification } from './announce-notification.ts';
import { queueNotificationMail } from './notification-mail.ts';
import { notificationsChanged } from './notification-version.ts';
import { deliveryFor } from './preferences.ts';

/**
 * Tells a member something happened. Pass the transaction of the action that causes it, so the
 * notification exists exactly when the action does (ARCHITECTURE §8). Once the request's writes
 * committed, the member's poll sees a new version (notification-version.ts) and their open pages
 * hear of it (issue 17 §2).
 *
 * The member's notification preferences (issue 29 §3) apply to the types they govern: messages
 * turned off make no bell line; 'email' queues a mail of the line in the same transaction (a message's
 * mail is the delayed unread-message mail instead, messaging/unread-message-mail.ts); 'digest'
 * leaves the line for the daily digest. Other types always reach the bell.
 *
 * `line` is a sentence of the bell's catalog with its values (issue 31): each reader sees it in their
 * own language, and `message` keeps it in English. A plain string is stored as it is (demo data).
 */
export async function notify(
  db: DbOrTx,
  memberId: number,
  type: TNotificationType,
  line: TNoticeLine | string,
  link: string | null = null,
): Promise<void> {
  const preference = await deliveryFor(db, memberId, type);
  if (preference?.delivery === 'off') return;
  const [created] = await db
    .insert(notifications)
    .values(
      typeof line === 'string'
        ? { memberId, type, message: line, link }
        : { memberId, type, message: noticeText(line, 'en'), noticeKey: line.key, noticeValues: line.values, link },
    )
    .returning({ id: notifications.id });
  notificationsChanged(memberId);
  if (created && preference?.delivery === 'email' && preference.category !== 'messages') {
    await queueNotificationMail(db, created.id);
  }
  if (created) {
    announceNotification(memberId, created.id);
    pushNotification(memberId, created.id);
  }
}
