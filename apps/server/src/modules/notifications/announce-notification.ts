import type { TNotificationEvent } from '@scouting/contract/schemas/live-updates';
import { and, count, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { publishAfterResponse } from '../../infra/after-commit.ts';
import { toNotification } from './service.ts';

/** A new notification, as the bell's list shows it, with the member's unread count after it. */
export function announceNotification(memberId: number, notificationId: number): void {
  publishAfterResponse(async ({ db, events }) => {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
    // Rolled back with the action that caused it: there is nothing to announce.
    if (!row) return;
    const [unread] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false)));
    const data: TNotificationEvent = { notification: toNotification(row), unreadCount: unread?.value ?? 0 };
    await events.publish({ type: 'notification', memberId, data });
  });
}
