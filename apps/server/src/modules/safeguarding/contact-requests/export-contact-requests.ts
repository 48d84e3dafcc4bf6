import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, asc, eq, or } from 'drizzle-orm';
import { members, underageMessageRequests } from '../../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso, isoOrNull } from '../../../platform/account-export/export-values.ts';

/**
 * Requests to contact a minor in a member's data export: those an agent made, and those about a
 * minor. The minor's e-mail and birth date copied onto a request stay out of the agent's export, and
 * the agent's words, written for the admins who review the request, out of the minor's.
 */
export async function exportContactRequests({
  db,
  member,
  cut,
}: ExportReader): Promise<TAccountExport['safeguarding']['underageMessageRequests']> {
  const agent = aliasedTable(members, 'agent');
  const player = aliasedTable(members, 'player');
  const rows = await db
    .select({
      id: underageMessageRequests.id,
      agentId: underageMessageRequests.agentId,
      agentName: agent.fullName,
      playerName: player.fullName,
      message: underageMessageRequests.message,
      status: underageMessageRequests.status,
      createdAt: underageMessageRequests.createdAt,
      approvedAt: underageMessageRequests.approvedAt,
      revokedAt: underageMessageRequests.revokedAt,
    })
    .from(underageMessageRequests)
    .innerJoin(agent, eq(agent.id, underageMessageRequests.agentId))
    .innerJoin(player, eq(player.id, underageMessageRequests.playerId))
    .where(or(eq(underageMessageRequests.playerId, member.id), eq(underageMessageRequests.agentId, member.id)))
    .orderBy(asc(underageMessageRequests.id))
    .limit(EXPORT_ROWS);
  return cut('underageMessageRequests', rows).map(({ agentId, ...row }) => ({
    ...row,
    message: agentId === member.id ? row.message : null,
    relation: agentId === member.id ? ('made by me' as const) : ('about me' as const),
    createdAt: iso(row.createdAt),
    approvedAt: isoOrNull(row.approvedAt),
    revokedAt: isoOrNull(row.revokedAt),
  }));
}
