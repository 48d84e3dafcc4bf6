import { MAX_GUARDIANS_PER_CHILD } from '@scouting/contract/guardians';
import { MESSAGES } from '@scouting/contract/messages';
import type { TChildGuardians } from '@scouting/contract/schemas/guardians';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { guardianLinks, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findGuardianLinkOf, linkGuardian } from '../safeguarding/guardians/guardian-links.ts';

type Admin = { id: number; fullName: string };

/** GET /api/admin/members/{memberId}/guardians: the child's guardians with an account, on the admin's view of the child. */
export async function guardiansOfChild(db: DbOrTx, childId: number): Promise<TChildGuardians> {
  const rows = await db
    .select({
      linkId: guardianLinks.id,
      parentId: members.id,
      fullName: members.fullName,
      username: members.username,
      linkedAt: guardianLinks.createdAt,
      linkedVia: guardianLinks.confirmedVia,
    })
    .from(guardianLinks)
    .innerJoin(members, eq(members.id, guardianLinks.parentId))
    .where(and(eq(guardianLinks.childId, childId), isNull(members.deletedAt)))
    .orderBy(guardianLinks.id)
    // A child has at most MAX_GUARDIANS_PER_CHILD guardians: the list is never long.
    .limit(MAX_GUARDIANS_PER_CHILD + 1);
  return { guardians: rows.map((row) => ({ ...row, linkedAt: row.linkedAt.toISOString() })) };
}

async function memberRow(tx: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({ id: members.id, fullName: members.fullName, role: members.role })
    .from(members)
    .where(and(where, isNull(members.deletedAt)))
    .limit(1);
  return row;
}

/**
 * POST /api/admin/guardian-links (docs/product.md#parents): an admin links a Parent member to a player, for a
 * family whose consent was given outside the mailed link (a paper form, a phone call). A child has
 * at most two guardians; the child is locked so two admins linking at once cannot make a third.
 */
export async function linkGuardianByAdmin(
  db: Database,
  admin: Admin,
  input: { parentId?: number | undefined; parentUsername?: string | undefined; childId: number },
): Promise<TChildGuardians> {
  return db.transaction(async (tx) => {
    const parent = await memberRow(
      tx,
      input.parentId !== undefined
        ? eq(members.id, input.parentId)
        : eq(sql`lower(${members.username})`, (input.parentUsername ?? '').toLowerCase()),
    );
    if (!parent) throw new AppError('NOT_FOUND', MESSAGES.guardianLinkParentNotFound);
    if (parent.role !== 'Parent') throw new AppError('VALIDATION_ERROR', MESSAGES.guardianLinkNotParent);
    const [child] = await tx
      .select({ id: members.id, fullName: members.fullName, role: members.role })
      .from(members)
      .where(and(eq(members.id, input.childId), isNull(members.deletedAt)))
      .for('update')
      .limit(1);
    if (!child) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound);
    if (child.role !== 'Player') throw new AppError('VALIDATION_ERROR', MESSAGES.guardianLinkNotPlayer);
    const [linked] = await tx.select({ n: count() }).from(guardianLinks).where(eq(guardianLinks.childId, child.id));
    if (await findGuardianLinkOf(tx, parent.id, child.id)) throw new AppError('CONFLICT', MESSAGES.guardianLinkExists);
    if ((linked?.n ?? 0) >= MAX_GUARDIANS_PER_CHILD) throw new AppError('CONFLICT', MESSAGES.guardianLinkLimit);
    await linkGuardian(tx, { parentId: parent.id, childId: child.id, confirmedVia: 'admin' });
    await recordAudit(tx, {
      actor: admin,
      action: 'guardian.linked',
      subject: { id: child.id, fullName: child.fullName },
      target: { type: 'member', id: parent.id },
      details: { parentId: parent.id, parentName: parent.fullName, via: 'admin' },
    });
    return guardiansOfChild(tx, child.id);
  });
}

/** DELETE /api/admin/guardian-links/{linkId}: an admin ends a guardian link; the parent no longer sees the child. */
export async function unlinkGuardianByAdmin(db: Database, admin: Admin, linkId: number): Promise<TChildGuardians> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(guardianLinks)
      .where(eq(guardianLinks.id, linkId))
      .returning({ parentId: guardianLinks.parentId, childId: guardianLinks.childId });
    if (!link) throw new AppError('NOT_FOUND', MESSAGES.guardianLinkNotFound);
    const [child, parent] = await Promise.all([
      memberRow(tx, eq(members.id, link.childId)),
      memberRow(tx, eq(members.id, link.parentId)),
    ]);
    await recordAudit(tx, {
      actor: admin,
      action: 'guardian.unlinked',
      subject: child ? { id: child.id, fullName: child.fullName } : null,
      target: { type: 'guardian_link', id: linkId },
      details: { parentId: link.parentId, parentName: parent?.fullName ?? null },
    });
    return guardiansOfChild(tx, link.childId);
  });
}
