import type { TNotificationType } from '@scouting/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { pushNotification } from '../push/push-to-devices.ts';
import { announceNotification } from './announce-notification.ts';
import { notificationsChanged } from './notification-version.ts';

/**
 * Tells a member something happened. Pass the transaction of the action that causes it, so the
 * notification exists exactly when the action does (ARCHITECTURE §8). Once the request's writes
 * committed, the member's poll sees a new version (notification-version.ts) and their open pages
 * hear of it (issue 17 §2).
 */
export async function notify(
  db: DbOrTx,
  memberId: number,
  type: TNotificationType,
  message: string,
  link: string | null = null,
): Promise<void> {
  const [created] = await db
    .insert(notifications)
    .values({ memberId, type, message, link })
    .returning({ id: notifications.id });
  notificationsChanged(memberId);
  if (created) {
    announceNotification(memberId, created.id);
    pushNotification(memberId, created.id);
  }
}
