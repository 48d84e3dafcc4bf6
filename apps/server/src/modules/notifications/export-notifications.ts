import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';
import { readPreferences } from './preferences.ts';

/**
 * A member's notifications in their data export, and how notifications reach them (decision 031):
 * the defaults when they never chose.
 */
export async function exportNotifications({
  db,
  member,
  cut,
}: ExportReader): Promise<Pick<TAccountExport, 'notifications' | 'notificationPreferences'>> {
  const preferences = await readPreferences(db, member.id);
  const bell = await db
    .select({
      type: notifications.type,
      message: notifications.message,
      link: notifications.link,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.memberId, member.id))
    .orderBy(asc(notifications.id))
    .limit(EXPORT_ROWS);
  return {
    notifications: cut('notifications', bell).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    notificationPreferences: preferences,
  };
}
