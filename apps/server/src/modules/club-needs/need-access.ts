import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { isVerifiedAgent } from '@scouting/contract/safeguarding';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isVerifiedClub } from '../club-verification/club-verified.ts';

/**
 * Who reads requirements (docs/product.md#club-needs): they are confidential, so verified agents
 * and admins read them all, a club its own, and nobody else any.
 */
export type NeedReader = { kind: 'all'; member: Member } | { kind: 'own'; member: Member } | null;

export function needReader(member: Member): NeedReader {
  if (member.role === 'Admin' || isVerifiedAgent(member)) return { kind: 'all', member };
  if (member.role === 'Club') return { kind: 'own', member };
  return null;
}

/** A requirement is posted and changed by a verified club only; the refusal says which part is missing. */
export async function assertVerifiedClub(db: DbOrTx, member: Member): Promise<void> {
  if (member.role !== 'Club') throw new AppError('WRONG_ROLE', CLUB_NEED_MESSAGES.onlyVerifiedClubsPost);
  if (!(await isVerifiedClub(db, member.id))) throw new AppError('FORBIDDEN', CLUB_NEED_MESSAGES.verifyClubFirst);
}
