import type { TNotificationList } from '@scouting/contract';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export async function listNotifications(
  db: Database,
  memberId: number,
  page: { limit: number; before?: number | undefined },
): Promise<TNotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        page.before
          ? and(eq(notifications.memberId, memberId), lt(notifications.id, page.before))
          : eq(notifications.memberId, memberId),
      )
      .orderBy(desc(notifications.id))
      .limit(page.limit + 1),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false))),
  ]);
  const pageRows = rows.slice(0, page.limit);
  return {
    notifications: pageRows.map((row) => ({
      id: row.id,
      type: row.type,
      message: row.message,
      link: row.link,
      timestamp: row.createdAt.toISOString(),
      isRead: row.isRead,
    })),
    unreadCount: unread?.value ?? 0,
    nextCursor: rows.length > page.limit ? (pageRows.at(-1)?.id ?? null) : null,
  };
}

export async function markAllRead(db: Database, memberId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false)));
}
