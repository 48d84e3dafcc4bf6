import { MAX_ID } from '@scouting/contract/paging';
import type { TNotification, TNotificationList } from '@scouting/contract/schemas/notifications';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, eq, getTableColumns, lte, sql } from 'drizzle-orm';
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
    line: row.noticeKey ? { key: row.noticeKey, values: row.noticeValues ?? {} } : null,
    link: row.link,
    timestamp: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

/**
 * One page of a member's notifications with their unread count as a subquery, in one round trip,
 * prepared once per database: the 10 s poll is the most frequent request there is (decision 014), and
 * building the query each time was a quarter of its cost in Node, parsing and planning it a good
 * part of PostgreSQL's. Placeholders keep it one statement for every member, page and cursor.
 */
function prepareNotificationPage(db: Database) {
  const ofMember = eq(notifications.memberId, sql.placeholder('memberId'));
  return db
    .select({
      ...getTableColumns(notifications),
      unreadCount: db.$count(notifications, and(ofMember, eq(notifications.isRead, false))),
    })
    .from(notifications)
    .where(and(ofMember, lte(notifications.id, sql.placeholder('atMost'))))
    .orderBy(...newestFirst.orderBy)
    .limit(sql.placeholder('fetch'))
    .prepare('notification_page');
}

const notificationPages = new WeakMap<Database, ReturnType<typeof prepareNotificationPage>>();

export async function listNotifications(
  db: Database,
  memberId: number,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TNotificationList> {
  let notificationPage = notificationPages.get(db);
  if (!notificationPage) {
    notificationPage = prepareNotificationPage(db);
    notificationPages.set(db, notificationPage);
  }
  const rows = await notificationPage.execute({
    memberId,
    // Ids below the cursor's, or every id for the first page.
    atMost: page.cursor ? page.cursor[0] - 1 : MAX_ID,
    fetch: newestFirst.fetch(page.limit),
  });
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  // A page is empty only past the last notification or for a member with none: count on its own.
  const unreadCount =
    rows[0]?.unreadCount ??
    (await db.$count(notifications, and(eq(notifications.memberId, memberId), eq(notifications.isRead, false))));
  return { notifications: pageRows.map(toNotification), unreadCount, nextCursor };
}

export async function markAllRead(db: Database, memberId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.memberId, memberId), eq(notifications.isRead, false)));
}
