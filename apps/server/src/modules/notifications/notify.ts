import type { TNotificationType } from '@scouting/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { announceNotification } from '../live-updates/announce.ts';

/**
 * Tells a member something happened. Pass the transaction of the action that causes it, so the
 * notification exists exactly when the action does (ARCHITECTURE §8). The member's open pages
 * hear of it once the request has been answered, if the transaction committed (issue 17 §2).
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
  if (created) announceNotification(memberId, created.id);
}
