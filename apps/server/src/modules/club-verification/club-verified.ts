import type { TClubVerificationStatus } from '@scouting/contract/club-verification';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubVerificationRequests } from '../../db/schema/index.ts';

const requests = clubVerificationRequests;

/** A club's state: its newest request's status, or 'not_requested' (docs/product.md#club-needs). */
export async function clubVerificationState(
  db: DbOrTx,
  clubId: number,
): Promise<{ status: TClubVerificationStatus | 'not_requested'; reason: string | null }> {
  const [latest] = await db
    .select({ status: requests.status, reason: requests.reason })
    .from(requests)
    .where(eq(requests.clubId, clubId))
    .orderBy(desc(requests.id))
    .limit(1);
  return latest ?? { status: 'not_requested', reason: null };
}

export async function isVerifiedClub(db: DbOrTx, clubId: number): Promise<boolean> {
  return (await clubVerificationState(db, clubId)).status === 'verified';
}

/** SQL: whether the club whose id is `clubId` is verified now, for list queries that join members. */
export const clubIsVerifiedSql = (clubId: unknown) =>
  sql<boolean>`coalesce((select ${requests.status} = 'verified' from ${requests} where ${requests.clubId} = ${clubId} order by ${requests.id} desc limit 1), false)`;
