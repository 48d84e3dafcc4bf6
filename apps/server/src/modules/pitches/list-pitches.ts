import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { isVerifiedAgent } from '@scouting/contract/safeguarding';
import { idCursor } from '@scouting/contract/schemas/paging';
import type { TPitchList } from '@scouting/contract/schemas/pitches';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { clubNeeds, pitches } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { isPitchParty } from './answer-pitch.ts';
import { readPitchRow, selectPitches, toPitch, videoTitles } from './pitch-rows.ts';

const newestFirst = keyset(idCursor, [{ column: pitches.id, order: 'desc' }]);

type ListQuery = { limit: number; cursor?: [number] | undefined };

async function page(db: Database, where: SQL | undefined, query: ListQuery): Promise<TPitchList> {
  const rows = await selectPitches(db)
    .where(and(where, newestFirst.after(query.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(query.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, query.limit, (row) => [row.pitch.id]);
  const titles = await videoTitles(db, pageRows);
  const now = new Date();
  return { pitches: pageRows.map((row) => toPitch(row, titles, now)), nextCursor };
}

/**
 * GET /api/pitches (decision 061): the caller's own, newest first: a club those it received, an
 * agent those it sent, a player those about them; an admin all. Anyone else is refused with the
 * sentence saying who may.
 */
export async function listMyPitches(db: Database, member: Member, query: ListQuery): Promise<TPitchList> {
  const mine: Partial<Record<Member['role'], SQL>> = {
    Club: eq(pitches.clubId, member.id),
    Agent: eq(pitches.agentId, member.id),
    Player: eq(pitches.playerId, member.id),
  };
  if (member.role === 'Admin') return page(db, undefined, query);
  const where = mine[member.role];
  if (!where) throw new AppError('WRONG_ROLE', PITCH_MESSAGES.listWhoMay);
  return page(db, where, query);
}

/**
 * GET /api/club-needs/{id}/pitches: the club that posted it and admins read all of its pitches, a
 * verified agent its own; to anyone else the requirement does not exist (404, decision 056).
 */
export async function listNeedPitches(db: Database, member: Member, needId: number, query: ListQuery) {
  const [need] = await db.select({ clubId: clubNeeds.clubId }).from(clubNeeds).where(eq(clubNeeds.id, needId));
  const owner = need && need.clubId === member.id;
  const agent = need && isVerifiedAgent(member);
  if (!need || !(owner || agent || member.role === 'Admin')) {
    throw new AppError('NOT_FOUND', CLUB_NEED_MESSAGES.notFound);
  }
  return page(db, and(eq(pitches.needId, needId), agent && !owner ? eq(pitches.agentId, member.id) : undefined), query);
}

/** GET /api/pitches/{id}: to its club, agent, player and admins; 404 to anyone else. */
export async function readPitch(db: Database, member: Member, id: number) {
  const row = await readPitchRow(db, id);
  if (!row || !isPitchParty(member, row.pitch)) throw new AppError('NOT_FOUND', PITCH_MESSAGES.pitchNotFound);
  return toPitch(row, await videoTitles(db, [row]));
}
