import {
  categoryOf,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type TNotificationCategory,
} from '@scouting/contract/notification-preferences';
import type { TNotificationPreferences } from '@scouting/contract/schemas/notification-preferences';
import type { TNotificationType } from '@scouting/contract/schemas/notifications';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

type PreferenceRow = typeof notificationPreferences.$inferSelect;

function toPreferences(row: PreferenceRow | undefined): TNotificationPreferences {
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    messages: row.messages,
    applications: row.applications,
    opportunities: row.opportunities,
    alerts: row.alerts,
    chime: row.chime,
  };
}

/** A member's preferences; the defaults (today's behaviour) for a member who never chose. */
export async function readPreferences(db: DbOrTx, memberId: number): Promise<TNotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
  return toPreferences(row);
}

/** Replaces the member's preferences as a whole (PUT): what the page shows is what is kept. */
export async function savePreferences(
  db: DbOrTx,
  memberId: number,
  input: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.memberId, set: values })
    .returning();
  return toPreferences(row);
}

/**
 * How a notification of this type reaches the member: `null` for the types no preference governs
 * (account, safeguarding, verification…), which always reach the bell and are never mailed here.
 */
export async function deliveryFor(
  db: DbOrTx,
  memberId: number,
  type: TNotificationType,
): Promise<{ category: TNotificationCategory; delivery: TNotificationPreferences['messages'] } | null> {
  const category = categoryOf(type);
  if (!category) return null;
  const preferences = await readPreferences(db, memberId);
  return { category, delivery: preferences[category] };
}
