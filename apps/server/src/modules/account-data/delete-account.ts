import { DELETED_MEMBER_NAME } from '@scouting/contract/account-data';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Member } from '../../auth/caller.ts';
import { memberChanged } from '../../auth/caller-cache.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { announceMemberChanged } from '../../platform/live-updates/announce.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { conversationsChanged } from '../messaging/conversation-version.ts';
import { notificationsChanged } from '../notifications/notification-version.ts';
import { confirmIdentity } from './confirm-identity.ts';
import { type Erased, eraseMember } from './erase-member.ts';

export type DeletionDeps = { db: Database; storage: Storage; log: FastifyBaseLogger };

/**
 * After the commit: the bytes go (a failed removal is logged, never undoes the erasure: the row
 * pointing at them is gone, so nobody can read them), and every cache and open page that showed
 * the member learns it changed.
 */
export async function afterErasure(deps: DeletionDeps, erased: Erased): Promise<void> {
  memberChanged(erased.memberId);
  announceMemberChanged(erased.memberId);
  conversationsChanged(...erased.partnerIds);
  for (const memberId of erased.notifiedIds) notificationsChanged(memberId);
  const failed = await Promise.allSettled(erased.storageKeys.map((key) => deps.storage.delete(key)));
  for (const result of failed) {
    if (result.status === 'rejected')
      deps.log.error({ err: result.reason }, 'a deleted member’s file could not be removed');
  }
}

/**
 * POST /api/account/delete (docs/product.md#deleting-an-account, GDPR Art. 17): the member confirms with their password (and
 * code), then everything is erased in one transaction and the deletion goes on the audit log
 * (who and when; the name is already gone).
 */
export async function deleteOwnAccount(
  deps: DeletionDeps & { auth: Auth },
  member: Member,
  userId: string,
  input: { password: string; code?: string | undefined },
): Promise<void> {
  await confirmIdentity(deps, userId, input);
  const erased = await deps.db.transaction(async (tx) => {
    const result = await eraseMember(tx, member.id);
    const nameless = { id: member.id, fullName: DELETED_MEMBER_NAME };
    await recordAudit(tx, { actor: nameless, action: 'account.deleted', subject: nameless });
    return result;
  });
  await afterErasure(deps, erased);
}
