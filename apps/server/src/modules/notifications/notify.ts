import type { TNotificationType } from '@scouting/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notificationsChanged } from './notification-version.ts';

/**
 * Tells a member something happened. Pass the transaction of the action that causes it, so the
 * notification exists exactly when the action does (ARCHITECTURE §8). The member's poll sees it
 * once that request's writes committed (notification-version.ts).
 */
export async function notify(
  db: DbOrTx,
  memberId: number,
  type: TNotificationType,
  message: string,
  link: string | null = null,
): Promise<void> {
  await db.insert(notifications).values({ memberId, type, message, link });
  notificationsChanged(memberId);
}
