import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, clubs, members, players, scouts } from '../../db/schema/index.ts';
import { type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/** Columns that are ours to compute (search text, totals), not data the member gave. */
const { searchText: _s, videoCount: _v, averageRating: _a, memberId: _p, ...playerColumns } = getTableColumns(players);
const { memberId: _ag, ...agentColumns } = getTableColumns(agents);
const { memberId: _sc, ...scoutColumns } = getTableColumns(scouts);
const { memberId: _cl, ...clubColumns } = getTableColumns(clubs);

async function roleDetails(db: DbOrTx, member: Member): Promise<Record<string, unknown> | null> {
  const by = (table: typeof players | typeof agents | typeof scouts | typeof clubs) => eq(table.memberId, member.id);
  switch (member.role) {
    case 'Player':
      return (await db.select(playerColumns).from(players).where(by(players)))[0] ?? null;
    case 'Agent':
      return (await db.select(agentColumns).from(agents).where(by(agents)))[0] ?? null;
    case 'Scout':
      return (await db.select(scoutColumns).from(scouts).where(by(scouts)))[0] ?? null;
    case 'Club':
      return (await db.select(clubColumns).from(clubs).where(by(clubs)))[0] ?? null;
    default:
      return null;
  }
}

/** The member and their role's own fields, as stored, in their data export; null when the member is gone. */
export async function exportProfile({ db, member }: ExportReader): Promise<TAccountExport['profile'] | null> {
  const [row] = await db.select().from(members).where(eq(members.id, member.id));
  if (!row) return null;
  return {
    member: {
      id: row.id,
      role: row.role,
      fullName: row.fullName,
      username: row.username,
      dob: row.dob,
      country: row.country,
      createdAt: iso(row.createdAt),
    },
    roleDetails: await roleDetails(db, member),
  };
}
