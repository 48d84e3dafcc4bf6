import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { members, shortlistEntries, shortlists } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/**
 * A member's shortlists in their data export, in their order, each with its players by name; the
 * bound counts the entries of all lists together.
 */
export async function exportShortlists({ db, member, cut }: ExportReader): Promise<TAccountExport['shortlists']> {
  const lists = await db
    .select({ id: shortlists.id, name: shortlists.name, createdAt: shortlists.createdAt })
    .from(shortlists)
    .where(eq(shortlists.ownerId, member.id))
    .orderBy(asc(shortlists.position));
  const entries = await db
    .select({
      shortlistId: shortlistEntries.shortlistId,
      playerName: members.fullName,
      note: shortlistEntries.note,
      savedAt: shortlistEntries.createdAt,
    })
    .from(shortlistEntries)
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .innerJoin(members, eq(members.id, shortlistEntries.playerId))
    .where(eq(shortlists.ownerId, member.id))
    .orderBy(asc(shortlistEntries.id))
    .limit(EXPORT_ROWS);
  const entriesByList = Map.groupBy(cut('shortlists', entries), (row) => row.shortlistId);
  return lists.map((list) => ({
    name: list.name,
    createdAt: iso(list.createdAt),
    entries: (entriesByList.get(list.id) ?? []).map((entry) => ({
      playerName: entry.playerName,
      note: entry.note,
      savedAt: iso(entry.savedAt),
    })),
  }));
}
