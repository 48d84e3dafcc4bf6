import { ACCOUNT_DATA_MESSAGES, DELETED_MEMBER_NAME } from '@scouting/contract/account-data';
import { MESSAGES } from '@scouting/contract/messages';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findConsentToken } from '../safeguarding/parental-consent/consent-token.ts';
import { mayDeleteChild } from '../safeguarding/parental-consent/may-delete-child.ts';
import { afterErasure, type DeletionDeps } from './delete-account.ts';
import { eraseMember } from './erase-member.ts';

/**
 * POST /api/parental-consent/delete-child: the parent deletes the child's account from the consent
 * link they answered with. Account data owns the erasure; the consent rules say who may ask.
 */
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
