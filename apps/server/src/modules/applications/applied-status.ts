import type { TAppliedStatus } from '@scouting/contract';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/** When the calling player applied to one opportunity (null if not yet): /apply shows this instead of the form. */
export async function appliedStatus(db: Database, player: Member, opportunityId: number): Promise<TAppliedStatus> {
  const [row] = await db
    .select({ appliedAt: applications.appliedAt })
    .from(applications)
    .where(and(eq(applications.opportunityId, opportunityId), eq(applications.playerId, player.id)))
    .limit(1);
  return { appliedAt: row?.appliedAt.toISOString() ?? null };
}
