import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/**
 * The devices Web Push reaches for a member (decision 028), in their data export: the push service
 * addresses, never the browsers' keys nor what a push service answered (that is the server's).
 */
export async function exportPushSubscriptions({
  db,
  member,
}: ExportReader): Promise<TAccountExport['pushSubscriptions']> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, member.id))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((row) => ({ endpoint: row.endpoint, createdAt: iso(row.createdAt) }));
}
