import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import type { TNoticeLine, TNotificationType } from '@scouting/contract/schemas/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { noticeText } from '../../platform/notices/notice-text.ts';
import { pushNotification } from '../push/push-to-devices.ts';
import { announceNotification } from './announce-notification.ts';
import { queueNotificationMail } from './notification-mail.ts';
import { notificationsChanged } from './notification-version.ts';
import { guardianLineFor, guardiansToTell } from './notify-guardians.ts';
import { deliveryFor } from './preferences.ts';

/**
 * Tells a member something happened. Pass the transaction of the action that causes it, so the
 * notification exists exactly when the action does (docs/architecture.md#mail-youtube-countries-live-updates). Once the request's writes
 * committed, the member's poll sees a new version (notification-version.ts) and their open pages
 * hear of it (decision 017).
 *
 * The member's notification preferences (decision 031) apply to the types they govern: messages
 * turned off make no bell line; 'email' queues a mail of the line in the same transaction (a message's
 * mail is the delayed unread-message mail instead, messaging/unread-message-mail.ts); 'digest'
 * leaves the line for the daily digest. Other types always reach the bell.
 *
 * `line` is a sentence of the bell's catalog with its values (docs/product.md#languages): each reader sees it in their
 * own language, and `message` keeps it in English. A plain string is stored as it is (demo data).
 */
export async function notify(
  db: DbOrTx,
  memberId: number,
  type: TNotificationType,
  line: TNoticeLine | string,
  link: string | null = null,
): Promise<void> {
  // A line about a child's football (an application, a trial, an offer, feedback) reaches their guardians too.
  if (typeof line !== 'string' && guardianLineFor(line, '')) {
    await notifyGuardians(db, memberId, (childName) => {
      const told = guardianLineFor(line, childName);
      return told ? { type, line: told } : null;
    });
  }
  await deliver(db, memberId, type, line, link);
}

/**
 * Tells each guardian of the child (docs/product.md#parents) what happened to them, on the bell and by mail as
 * the guardian's own notification preferences say for `type`, pointing to the child's page on the
 * parent dashboard. The one place where events about a child reach their parents: notify() calls it
 * for the child's own lines; a decision about a child that notifies someone else (a contact request)
 * calls it itself. Pass the event's transaction, as for notify().
 */
export async function notifyGuardians(
  db: DbOrTx,
  childId: number,
  event: (childName: string) => { type: TNotificationType; line: TNoticeLine } | null,
): Promise<void> {
  for (const guardian of await guardiansToTell(db, childId)) {
    const told = event(guardian.childName);
    if (told) await deliver(db, guardian.parentId, told.type, told.line, `/parent-dashboard/children/${childId}`);
  }
}

async function deliver(
  db: DbOrTx,
  memberId: number,
  type: TNotificationType,
  line: TNoticeLine | string,
  link: string | null,
): Promise<void> {
  const preference = await deliveryFor(db, memberId, type);
  if (preference?.delivery === 'off') return;
  const [created] = await db
    .insert(notifications)
    .values(
      typeof line === 'string'
        ? { memberId, type, message: line, link }
        : {
            memberId,
            type,
            message: withoutIsolates(noticeText(line, 'en')),
            noticeKey: line.key,
            noticeValues: line.values,
            link,
          },
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
