import { CLUB_NEED_MESSAGES, type TClubNeedDealType } from '@scouting/contract/club-needs';
import type { TSpecificPosition } from '@scouting/contract/constants';
import type { TClubNeed, TClubNeedInput, TClubNeedList } from '@scouting/contract/schemas/club-needs';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { clubNeeds, clubs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { assertVerifiedClub, needReader } from './need-access.ts';
import { needColumns, needJoin, toClubNeed } from './need-rows.ts';
import { matchesFor, representedPlayers } from './represented-players.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

function assertDeadline(input: TClubNeedInput): void {
  if (input.deadline < todayUtc()) {
    throw new AppError('VALIDATION_ERROR', CLUB_NEED_MESSAGES.deadlinePassed, {
      deadline: CLUB_NEED_MESSAGES.deadlinePassed,
    });
  }
}

function values(input: TClubNeedInput) {
  return {
    positions: input.positions,
    ageMin: input.ageMin,
    ageMax: input.ageMax,
    foot: input.foot,
    minHeightM: input.minHeight,
    level: input.level,
    dealTypes: input.dealTypes,
    feeBand: input.feeBand,
    salaryBand: input.salaryBand,
    deadline: input.deadline,
    notes: input.notes,
  };
}

async function loadNeed(db: DbOrTx, id: number) {
  const [row] = await db.select(needColumns).from(clubNeeds).innerJoin(clubs, needJoin).where(eq(clubNeeds.id, id));
  return row ?? null;
}

/** POST /api/club-needs (docs/product.md#club-needs): a verified club only. */
export async function postClubNeed(db: Database, member: Member, input: TClubNeedInput): Promise<TClubNeed> {
  await assertVerifiedClub(db, member);
  assertDeadline(input);
  const [created] = await db
    .insert(clubNeeds)
    .values({ clubId: member.id, ...values(input) })
    .returning({ id: clubNeeds.id });
  if (!created) throw new Error('club need insert returned no row');
  return readClubNeed(db, member, created.id);
}

/**
 * The requirement `id` as the member may act on it: hidden (404) from whoever may not read it, so
 * a club or player cannot learn that another club's requirement exists.
 */
async function visibleNeed(db: DbOrTx, member: Member, id: number) {
  const reader = needReader(member);
  const row = await loadNeed(db, id);
  if (!row || !reader || (reader.kind === 'own' && row.need.clubId !== member.id)) {
    throw new AppError('NOT_FOUND', CLUB_NEED_MESSAGES.notFound);
  }
  return row;
}

/** PUT /api/club-needs/{id}: the club that posted it, while it is verified and the requirement open. */
export async function updateClubNeed(
  db: Database,
  member: Member,
  id: number,
  input: TClubNeedInput,
): Promise<TClubNeed> {
  const row = await visibleNeed(db, member, id);
  if (row.need.clubId !== member.id) throw new AppError('FORBIDDEN', CLUB_NEED_MESSAGES.notYours);
  await assertVerifiedClub(db, member);
  if (row.need.status === 'closed') throw new AppError('CONFLICT', CLUB_NEED_MESSAGES.closedNoEdit);
  assertDeadline(input);
  await db
    .update(clubNeeds)
    .set({ ...values(input), updatedAt: new Date() })
    .where(and(eq(clubNeeds.id, id), eq(clubNeeds.status, 'open')));
  return readClubNeed(db, member, id);
}

/**
 * POST /api/club-needs/{id}/close: the club closes its own (a revoked club still may); an admin
 * closes any with a reason, on record (docs/product.md#admin-pages).
 */
export async function closeClubNeed(
  db: Database,
  member: Member,
  id: number,
  reason: string | null,
): Promise<TClubNeed> {
  const row = await visibleNeed(db, member, id);
  const isAdmin = member.role === 'Admin';
  if (!isAdmin && row.need.clubId !== member.id) throw new AppError('FORBIDDEN', CLUB_NEED_MESSAGES.notYours);
  if (isAdmin && !reason) {
    throw new AppError('VALIDATION_ERROR', CLUB_NEED_MESSAGES.adminCloseNeedsReason, {
      reason: CLUB_NEED_MESSAGES.adminCloseNeedsReason,
    });
  }
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(clubNeeds)
      .set({ status: 'closed', closedReason: reason, closedBy: member.id, closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(clubNeeds.id, id), eq(clubNeeds.status, 'open')))
      .returning({ id: clubNeeds.id });
    if (closed.length === 0) throw new AppError('CONFLICT', CLUB_NEED_MESSAGES.alreadyClosed);
    if (isAdmin) {
      // The club is told as when an admin closes it from /review-club-needs (admin-club-needs.ts).
      await notify(
        tx,
        row.need.clubId,
        'club_need_closed',
        { key: 'clubNeedClosed', values: { positions: row.need.positions.join(', '), reason: reason ?? '' } },
        '/club-needs',
      );
      await recordAudit(tx, {
        actor: member,
        action: 'club_need.closed',
        subject: { id: row.need.clubId, fullName: row.clubName },
        target: { type: 'club_need', id },
        reason,
      });
    }
  });
  return readClubNeed(db, member, id);
}

/** GET /api/club-needs/{id}: readers as needReader says; others 404. */
export async function readClubNeed(db: Database, member: Member, id: number): Promise<TClubNeed> {
  const row = await visibleNeed(db, member, id);
  const roster = member.role === 'Agent' ? await representedPlayers(db, member.id) : [];
  const need = toClubNeed(row, member.id);
  return { ...need, matches: member.role === 'Agent' ? matchesFor(need, roster) : [] };
}

const newestFirst = keyset(idCursor, [{ column: clubNeeds.id, order: 'desc' }]);

type ListQuery = {
  position?: TSpecificPosition | undefined;
  dealType?: TClubNeedDealType | undefined;
  limit: number;
  cursor?: [number] | undefined;
};

/**
 * GET /api/club-needs: newest first. Verified agents see the open requirements with, beside each,
 * the players they represent who fit it (one roster read, matched in memory); a club sees its own,
 * open or closed; admins all. Anyone else is refused (403) with the sentence saying who may.
 */
export async function listClubNeeds(db: Database, member: Member, query: ListQuery): Promise<TClubNeedList> {
  const reader = needReader(member);
  if (!reader) throw new AppError('FORBIDDEN', CLUB_NEED_MESSAGES.onlyVerifiedAgentsRead);
  const rows = await db
    .select(needColumns)
    .from(clubNeeds)
    .innerJoin(clubs, needJoin)
    .where(
      and(
        reader.kind === 'own' ? eq(clubNeeds.clubId, member.id) : undefined,
        member.role === 'Agent' ? eq(clubNeeds.status, 'open') : undefined,
        query.position ? arrayContains(clubNeeds.positions, [query.position]) : undefined,
        query.dealType ? arrayContains(clubNeeds.dealTypes, [query.dealType]) : undefined,
        newestFirst.after(query.cursor),
      ),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(query.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, query.limit, (row) => [row.need.id]);
  const roster = member.role === 'Agent' ? await representedPlayers(db, member.id) : [];
  return {
    needs: pageRows.map((row) => {
      const need = toClubNeed(row, member.id);
      return { ...need, matches: member.role === 'Agent' ? matchesFor(need, roster) : [] };
    }),
    nextCursor,
  };
}
