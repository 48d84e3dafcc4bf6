import { ACCOUNT_DATA_MESSAGES, DELETED_MEMBER_NAME, MESSAGES } from '@scouting/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type guardianTokens, players } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { afterErasure, type DeletionDeps } from '../account-data/delete-account.ts';
import { eraseMember } from '../account-data/erase-member.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findConsentToken } from './consent-token.ts';

type ConsentToken = typeof guardianTokens.$inferSelect;

/**
 * Whether this consent link may delete the child's account (issue 27, the UK Children's Code):
 * it is the link the parent answered with (spent), for the parent address the child still gives,
 * and the parent has answered (confirmed, or refused and wants the account closed). The link stops
 * working with the deletion itself: the child's links are erased with the account.
 */
export async function mayDeleteChild(db: DbOrTx, row: ConsentToken): Promise<boolean> {
  if (!row.usedAt) return false;
  const [child] = await db
    .select({ parentEmail: players.parentEmail, parentConsent: players.parentConsent })
    .from(players)
    .where(eq(players.memberId, row.playerId))
    .limit(1);
  return (
    child?.parentEmail?.toLowerCase() === row.parentEmail.toLowerCase() &&
    (child.parentConsent === 'confirmed' || child.parentConsent === 'refused')
  );
}

/** POST /api/parental-consent/delete-child: the parent deletes the child's account from their mail's link. */
export async function deleteChildAccount(deps: DeletionDeps, token: string): Promise<{ message: string }> {
  const erased = await deps.db.transaction(async (tx) => {
    const row = await findConsentToken(tx, token);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.consentLinkInvalid);
    if (!(await mayDeleteChild(tx, row))) throw new AppError('FORBIDDEN', ACCOUNT_DATA_MESSAGES.parentDeleteNotAllowed);
    const result = await eraseMember(tx, row.playerId);
    await recordAudit(tx, {
      actor: null,
      action: 'account.deleted_by_parent',
      subject: { id: row.playerId, fullName: DELETED_MEMBER_NAME },
    });
    return result;
  });
  await afterErasure(deps, erased);
  return { message: ACCOUNT_DATA_MESSAGES.childAccountDeleted };
}
