import { isUnderage, MESSAGES, type TUnderageRequest, type TUnderageRequestList } from '@scouting/contract';
import { and, desc, eq, getTableColumns, isNull, lt } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { members, underageMessageRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/notify.ts';
import { findPlayer } from '../profiles/player-details.ts';

type Row = typeof underageMessageRequests.$inferSelect & { agentName: string };

const columns = { ...getTableColumns(underageMessageRequests), agentName: members.fullName };

function toRequest(row: Row): TUnderageRequest {
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: row.agentName,
    playerId: row.playerId,
    playerFullName: row.playerFullName,
    playerDOB: row.playerDob,
    playerEmail: row.playerEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether an admin approved this agent messaging this player (SPEC §4). */
export async function hasUnderageApproval(db: DbOrTx, agentId: number, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: underageMessageRequests.id })
    .from(underageMessageRequests)
    .where(
      and(
        eq(underageMessageRequests.agentId, agentId),
        eq(underageMessageRequests.playerId, playerId),
        eq(underageMessageRequests.status, 'Approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * An agent asks the admins to be allowed to message a minor. The player's name, birth date and
 * e-mail come from the player's record, never from the request body; the admins are told in the
 * same transaction.
 */
export async function requestUnderageMessaging(db: Database, agent: Member, playerId: number) {
  const { member, player } = await findPlayer(db, playerId);
  if (!isUnderage(member.dob ?? '1900-01-01')) throw new AppError('VALIDATION_ERROR', MESSAGES.playerNotUnderage);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(underageMessageRequests)
      .values({
        agentId: agent.id,
        playerId,
        playerFullName: member.fullName,
        playerDob: member.dob ?? '',
        playerEmail: player.emailAddress,
      })
      .onConflictDoNothing()
      .returning({ id: underageMessageRequests.id });
    if (!created) {
      const approved = await hasUnderageApproval(tx, agent.id, playerId);
      throw new AppError(
        'CONFLICT',
        approved ? MESSAGES.underageRequestAlreadyApproved : MESSAGES.underageRequestPending,
      );
    }
    const admins = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'Admin'));
    for (const admin of admins) {
      await notify(
        tx,
        admin.id,
        'underage_request_received',
        `${agent.fullName} asks to message ${member.fullName}, who is under 18.`,
        '/review-underage-requests',
      );
    }
    return { id: created.id, message: MESSAGES.underageRequestSent };
  });
}

export async function listUnderageRequests(
  db: Database,
  page: { limit: number; before?: number | undefined },
): Promise<TUnderageRequestList> {
  const rows = await db
    .select(columns)
    .from(underageMessageRequests)
    .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
    .where(page.before ? lt(underageMessageRequests.id, page.before) : undefined)
    .orderBy(desc(underageMessageRequests.id))
    .limit(page.limit + 1);
  const pageRows = rows.slice(0, page.limit);
  return {
    requests: pageRows.map(toRequest),
    nextCursor: rows.length > page.limit ? (pageRows.at(-1)?.id ?? null) : null,
  };
}

/** Pending to Approved (SPEC §4); the agent is told in the same transaction. */
export async function approveUnderageRequest(db: Database, admin: Member, id: number): Promise<TUnderageRequest> {
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(underageMessageRequests)
      .set({ status: 'Approved', approvedBy: admin.id, approvedAt: new Date() })
      .where(and(eq(underageMessageRequests.id, id), isNull(underageMessageRequests.status)))
      .returning();
    if (!approved) {
      const [existing] = await tx
        .select({ id: underageMessageRequests.id })
        .from(underageMessageRequests)
        .where(eq(underageMessageRequests.id, id));
      throw existing
        ? new AppError('CONFLICT', MESSAGES.underageRequestAlreadyDone)
        : new AppError('NOT_FOUND', MESSAGES.underageRequestNotFound);
    }
    await notify(
      tx,
      approved.agentId,
      'underage_request_approved',
      `An admin approved your request: you can now message ${approved.playerFullName}.`,
      `/player-profile/${approved.playerId}`,
    );
    const [row] = await tx
      .select(columns)
      .from(underageMessageRequests)
      .innerJoin(members, eq(members.id, underageMessageRequests.agentId))
      .where(eq(underageMessageRequests.id, id));
    if (!row) throw new Error('approved request vanished');
    return toRequest(row);
  });
}
