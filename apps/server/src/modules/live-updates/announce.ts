import type { TChatMessage, TMessageEvent, TNotificationEvent } from '@scouting/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadCaller } from '../../auth/caller.ts';
import { notifications } from '../../db/schema/index.ts';
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
 * Before Better Auth handles a request: on sign-out, note who is leaving (the session is gone
 * afterwards) so their streams on that session close once it has ended.
 */
export async function announceSignOut(request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/api/auth/sign-out')) return;
  const member = (await loadCaller(request))?.member;
  if (member) announceMemberChanged(member.id);
}
