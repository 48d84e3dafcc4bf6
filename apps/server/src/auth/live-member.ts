import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * Locks the acting member's row for the rest of the caller's transaction, and refuses (401, as the
 * account's sessions are gone) when the account was erased meanwhile (decision 024). A write that
 * took its time after the guards (a file being stored) calls it before saving, so it is never saved
 * under an account deleted in between: the erasure locks the same row first (eraseMember), so
 * either it waits for this transaction and erases what it wrote, or this one waits and finds the
 * tombstone. `no key update` lets rows that merely reference the member be written meanwhile.
 */
export async function lockLiveMember(tx: DbOrTx, memberId: number): Promise<void> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.deletedAt)))
    .for('no key update');
  if (!row) throw new AppError('UNAUTHENTICATED');
}
