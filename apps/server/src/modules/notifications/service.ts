import { idCursor, type TNotification, type TNotificationList } from '@scouting/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { notifications } from '../../db/schema/index.ts';

const newestFirst = keyset(idCursor, [{ column: notifications.id, order: 'desc' }]);

/** A notification as the bell's list shows it (and as its live event carries it). */
export function toNotification(row: typeof notifications.$inferSelect): TNotification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    link: row.link,
    timestamp: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

export async function listNotifications(
  db: Database,
  memberId: number,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TNotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), newestFirst.after(page.cursor)))
      .orderBy(...newestFirst.orderBy)
      .limit(newestFirst.fetch(page.limit)),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false))),
  ]);
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  return {
    notifications: pageRows.map(toNotification),
    unreadCount: unread?.value ?? 0,
    nextCursor,
  };
}

export async function markAllRead(db: Database, memberId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false)));
}
