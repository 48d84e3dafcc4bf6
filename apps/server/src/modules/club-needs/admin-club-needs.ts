import { CLUB_NEED_MESSAGES, type TClubNeedStatus } from '@scouting/contract/club-needs';
import type {
  TAdminClubNeed,
  TAdminClubNeedList,
  TClubNeedPitchCounts,
} from '@scouting/contract/schemas/club-need-oversight';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, eq, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { clubNeeds, clubs, pitches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';

const newestFirst = keyset(idCursor, [{ column: clubNeeds.id, order: 'desc' }]);

// The pitch counts of each listed requirement in the list's own query: one correlated subquery per
// row on pitches_need_idx (need_id, id), never one query per requirement.
const pitchCounts = sql<TClubNeedPitchCounts>`(select json_build_object(
  'total', count(*),
  'unanswered', count(*) filter (where ${pitches.answer} is null),
  'interested', count(*) filter (where ${pitches.answer} = 'Interested'),
  'notAFit', count(*) filter (where ${pitches.answer} = 'Not a fit'),
  'inviteToTrial', count(*) filter (where ${pitches.answer} = 'Invite to trial')
) from ${pitches} where ${pitches.needId} = ${clubNeeds.id})`;

const columns = {
  need: clubNeeds,
  clubName: clubs.clubName,
  clubCountry: clubs.clubCountry,
  pitchCounts,
};

type Row = {
  need: typeof clubNeeds.$inferSelect;
  clubName: string;
  clubCountry: string;
  pitchCounts: TClubNeedPitchCounts;
};

function toAdminClubNeed({ need, clubName, clubCountry, pitchCounts: counts }: Row): TAdminClubNeed {
  return {
    id: need.id,
    clubId: need.clubId,
    clubName,
    clubCountry,
    positions: need.positions,
    status: need.status,
    deadline: need.deadline,
    closedReason: need.closedReason,
    closedAt: need.closedAt?.toISOString() ?? null,
    createdAt: need.createdAt.toISOString(),
    // PGlite and node-postgres both parse the json; counts come back as numbers.
    pitchCounts: {
      total: Number(counts.total),
      unanswered: Number(counts.unanswered),
      interested: Number(counts.interested),
      notAFit: Number(counts.notAFit),
      inviteToTrial: Number(counts.inviteToTrial),
    },
  };
}

type ListQuery = {
  status?: TClubNeedStatus | undefined;
  clubId?: number | undefined;
  id?: number;
  limit: number;
  cursor?: [number] | undefined;
};

/**
 * GET /api/admin/club-needs (docs/product.md#club-needs): every requirement, newest first, with its
 * club and its pitches counted by answer. A club filter reads club_needs_club_idx (club_id, id desc),
 * a status filter club_needs_status_idx (status, id desc).
 */
export async function listAdminClubNeeds(db: DbOrTx, query: ListQuery): Promise<TAdminClubNeedList> {
  const rows = await db
    .select(columns)
    .from(clubNeeds)
    .innerJoin(clubs, eq(clubs.memberId, clubNeeds.clubId))
    .where(
      and(
        query.id === undefined ? undefined : eq(clubNeeds.id, query.id),
        query.status ? eq(clubNeeds.status, query.status) : undefined,
        query.clubId === undefined ? undefined : eq(clubNeeds.clubId, query.clubId),
        newestFirst.after(query.cursor),
      ),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(query.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, query.limit, (row) => [row.need.id]);
  return { needs: pageRows.map(toAdminClubNeed), nextCursor };
}

/**
 * POST /api/admin/club-needs/{id}/close (decision 056): an admin closes any open requirement with a
 * reason. The closing, the club's notice and the audit entry are written together; a closed one is
 * a 409.
 */
export async function adminCloseClubNeed(
  db: Database,
  admin: Member,
  id: number,
  reason: string,
): Promise<TAdminClubNeed> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ clubId: clubNeeds.clubId, positions: clubNeeds.positions, clubName: clubs.clubName })
      .from(clubNeeds)
      .innerJoin(clubs, eq(clubs.memberId, clubNeeds.clubId))
      .where(eq(clubNeeds.id, id));
    if (!row) throw new AppError('NOT_FOUND', CLUB_NEED_MESSAGES.notFound);
    const now = new Date();
    const closed = await tx
      .update(clubNeeds)
      .set({ status: 'closed', closedReason: reason, closedBy: admin.id, closedAt: now, updatedAt: now })
      .where(and(eq(clubNeeds.id, id), eq(clubNeeds.status, 'open')))
      .returning({ id: clubNeeds.id });
    if (closed.length === 0) throw new AppError('CONFLICT', CLUB_NEED_MESSAGES.alreadyClosed);
    await notify(
      tx,
      row.clubId,
      'club_need_closed',
      { key: 'clubNeedClosed', values: { positions: row.positions.join(', '), reason } },
      '/club-needs',
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'club_need.closed',
      subject: { id: row.clubId, fullName: row.clubName },
      target: { type: 'club_need', id },
      reason,
    });
  });
  const { needs: [need] = [] } = await listAdminClubNeeds(db, { id, limit: 1 });
  if (!need) throw new Error('closed requirement vanished');
  return need;
}
