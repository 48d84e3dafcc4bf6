import type { TChatMessage, TMessageEvent, TNotificationEvent } from '@scouting/contract';
import { and, count, eq } from 'drizzle-orm';
import { members, notifications } from '../../db/schema/index.ts';
import { publishAfterResponse } from '../../infra/after-commit.ts';
import { toNotification } from '../notifications/service.ts';

/**
 * The member events of issue 17 §2, each published once the request that caused it has been
 * answered (publishAfterResponse). Callers add one line where the thing happens.
 */

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

/** A sent message (committed already), to the recipient's pages and the sender's other tabs. */
export function announceMessage(message: TChatMessage, memberIds: readonly number[]): void {
  publishAfterResponse(async ({ events }) => {
    const data: TMessageEvent = { conversationId: message.conversation_id, message };
    await Promise.all(memberIds.map((memberId) => events.publish({ type: 'message', memberId, data })));
  });
}

/** Suspended, signed out or otherwise changed: the member's streams check their session again. */
export function announceMemberChanged(memberId: number): void {
  publishAfterResponse(({ events }) => events.publish({ type: 'member-changed', memberId }));
}

/**
 * Better Auth changed an account's sessions or credentials (sign-out, a password reset or change,
 * revoked sessions, two-factor): its member's streams check their session again, and a stream whose
 * session has ended closes.
 */
export function announceAccountChanged(userId: string): void {
  publishAfterResponse(async ({ db, events }) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.authUserId, userId)).limit(1);
    if (member) await events.publish({ type: 'member-changed', memberId: member.id });
  });
}
