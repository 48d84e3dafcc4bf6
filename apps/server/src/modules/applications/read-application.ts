import type { TApplication } from '@scouting/contract/schemas/applications';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  assertApplicantVisible,
  assertPostShownToApplicant,
  loadApplicationFacts,
  standingOf,
} from './application-facts.ts';
import { answer, markViewed } from './change-status.ts';

/**
 * GET /api/applications/{id}: one application to its poster, its applicant or an admin. The
 * poster's first look marks it Viewed (docs/product.md#applications).
 */
export async function readApplication(db: Database, viewer: Member, id: number): Promise<TApplication> {
  const facts = await loadApplicationFacts(db, id);
  const standing = standingOf(viewer, facts);
  if (standing === null) throw new AppError('FORBIDDEN');
  assertPostShownToApplicant(viewer, facts);
  await assertApplicantVisible(db, viewer, facts);
  if (standing === 'poster') await markViewed(db, viewer, facts);
  return answer(db, id, viewer);
}
