import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, count, eq } from 'drizzle-orm';
import { agentProfileViews } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/**
 * Agents' profiles a member opened (docs/product.md#admin-pages), in their data export. Who opened an
 * agent's profile is the viewer's data: the agent gets the count only.
 */
export async function exportProfileViews({
  db,
  member,
  cut,
}: ExportReader): Promise<TAccountExport['agentProfileViews']> {
  const opened = await db
    .select({ agentId: agentProfileViews.agentId, viewedAt: agentProfileViews.viewedAt })
    .from(agentProfileViews)
    .where(eq(agentProfileViews.viewerId, member.id))
    .orderBy(asc(agentProfileViews.id))
    .limit(EXPORT_ROWS);
  const [received] = await db
    .select({ value: count() })
    .from(agentProfileViews)
    .where(eq(agentProfileViews.agentId, member.id));
  return {
    opened: cut('agentProfileViews', opened).map((row) => ({ agentId: row.agentId, viewedAt: iso(row.viewedAt) })),
    receivedCount: received?.value ?? 0,
  };
}
