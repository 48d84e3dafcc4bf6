import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { agents, members, players } from '../db/schema/index.ts';
import { memberChanged } from './caller-cache.ts';

/**
 * The only writes to the member, agent and player rows (member-writes.test.ts refuses any other).
 *
 * A cached caller (caller-cache.ts) holds what these rows say: suspension, hidden profile, age and
 * consent, verification. Each helper marks every member it changed as changed once the request
 * commits, so a write can no longer forget to, as each of the 16 hand-written `memberChanged` calls
 * had to remember (decision 045). Columns no cached caller reads (a channel id, a club) are marked
 * too: a needless fresh lookup costs one query, a missed one shows a stale member for a minute.
 */
type MemberIds = number | readonly number[];

const byId = (column: PgColumn, ids: MemberIds): SQL =>
  typeof ids === 'number' ? eq(column, ids) : inArray(column, [...ids]);

/** The changed members, marked; their ids, so a caller can tell "nobody matched". */
function marked(rows: { id: number }[]): number[] {
  for (const { id } of rows) memberChanged(id);
  return rows.map(({ id }) => id);
}

/** Updates the `members` rows of `ids` (and `also`, when given). */
export async function updateMembers(
  db: DbOrTx,
  ids: MemberIds,
  values: Partial<typeof members.$inferInsert>,
  also?: SQL,
): Promise<number[]> {
  const rows = await db
    .update(members)
    .set(values)
    .where(and(byId(members.id, ids), also))
    .returning({ id: members.id });
  return marked(rows);
}

/** Updates the `agents` rows of `ids` (and `also`, when given). */
export async function updateAgents(
  db: DbOrTx,
  ids: MemberIds,
  values: Partial<typeof agents.$inferInsert>,
  also?: SQL,
): Promise<number[]> {
  const rows = await db
    .update(agents)
    .set(values)
    .where(and(byId(agents.memberId, ids), also))
    .returning({ id: agents.memberId });
  return marked(rows);
}

/** Updates the `players` rows of `ids` (and `also`, when given). */
export async function updatePlayers(
  db: DbOrTx,
  ids: MemberIds,
  values: Partial<typeof players.$inferInsert>,
  also?: SQL,
): Promise<number[]> {
  const rows = await db
    .update(players)
    .set(values)
    .where(and(byId(players.memberId, ids), also))
    .returning({ id: players.memberId });
  return marked(rows);
}
