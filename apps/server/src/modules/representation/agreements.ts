import { REPRESENTATION_MESSAGES, type TRepresentationOfferStatus } from '@scouting/contract/representation';
import { idCursor } from '@scouting/contract/schemas/paging';
import type {
  TRepresentation,
  TRepresentationOffer,
  TRepresentationOfferPage,
  TRepresentationPage,
  TSignedPlayerPage,
} from '@scouting/contract/schemas/representation';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { members, representationAgreements, representationOffers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { todayUtc } from './calendar-day.ts';
import { findOffer, selectAgreements, selectOffers, toOffer, toRepresentation } from './representation-rows.ts';

type Page = { limit: number; cursor?: [number] | undefined };

/**
 * Whose rows a list shows: a player's own, an agent's own, or, for an admin, everyone's or one
 * agent's. A member naming another agent is refused (403), as every id in the contract is.
 */
function ownerCondition(
  caller: Member,
  agentId: number | undefined,
  columns:
    | { playerId: typeof representationOffers.playerId; agentId: typeof representationOffers.agentId }
    | {
        playerId: typeof representationAgreements.playerId;
        agentId: typeof representationAgreements.agentId;
      },
): SQL | undefined {
  if (caller.role === 'Admin') return agentId === undefined ? undefined : eq(columns.agentId, agentId);
  if (agentId !== undefined && agentId !== caller.id) throw new AppError('FORBIDDEN');
  return caller.role === 'Agent' ? eq(columns.agentId, caller.id) : eq(columns.playerId, caller.id);
}

const offersNewestFirst = keyset(idCursor, [{ column: representationOffers.id, order: 'desc' }]);

/** GET /api/representation-offers: received (players), sent (agents), or all (admins), newest first. */
export async function listOffers(
  db: Database,
  caller: Member,
  query: Page & { status?: TRepresentationOfferStatus | undefined; agentId?: number | undefined },
): Promise<TRepresentationOfferPage> {
  const rows = await selectOffers(db)
    .where(
      and(
        ownerCondition(caller, query.agentId, representationOffers),
        query.status ? eq(representationOffers.status, query.status) : undefined,
        offersNewestFirst.after(query.cursor),
      ),
    )
    .orderBy(...offersNewestFirst.orderBy)
    .limit(offersNewestFirst.fetch(query.limit));
  const page = offersNewestFirst.page(rows, query.limit, (row) => [row.offer.id]);
  return { offers: page.rows.map(toOffer), nextCursor: page.nextCursor };
}

/** GET /api/representation-offers/{id}: to its player, its agent or an admin. */
export async function readOffer(db: Database, caller: Member, id: number): Promise<TRepresentationOffer> {
  const row = await findOffer(db, eq(representationOffers.id, id));
  if (!row) throw new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.offerNotFound);
  const { offer } = row;
  if (caller.role !== 'Admin' && caller.id !== offer.playerId && caller.id !== offer.agentId) {
    throw new AppError('FORBIDDEN');
  }
  return toOffer(row);
}

const agreementsNewestFirst = keyset(idCursor, [{ column: representationAgreements.id, order: 'desc' }]);

function activeOn(today: string) {
  return and(gt(representationAgreements.endsOn, today), isNull(representationAgreements.endedAt));
}

/** GET /api/representations: the caller's agreements (admins: all, or one agent's), active ones by default. */
export async function listRepresentations(
  db: Database,
  caller: Member,
  query: Page & { scope: 'active' | 'all'; agentId?: number | undefined },
): Promise<TRepresentationPage> {
  const today = todayUtc();
  const rows = await selectAgreements(db)
    .where(
      and(
        ownerCondition(caller, query.agentId, representationAgreements),
        query.scope === 'active' ? activeOn(today) : undefined,
        agreementsNewestFirst.after(query.cursor),
      ),
    )
    .orderBy(...agreementsNewestFirst.orderBy)
    .limit(agreementsNewestFirst.fetch(query.limit));
  const page = agreementsNewestFirst.page(rows, query.limit, (row) => [row.agreement.id]);
  return { representations: page.rows.map((row) => toRepresentation(row, today)), nextCursor: page.nextCursor };
}

async function findAgreement(db: Database, id: number) {
  const [row] = await selectAgreements(db).where(eq(representationAgreements.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.representationNotFound);
  return row;
}

function assertParty(caller: Member, agreement: { playerId: number; agentId: number }) {
  if (caller.role !== 'Admin' && caller.id !== agreement.playerId && caller.id !== agreement.agentId) {
    throw new AppError('FORBIDDEN');
  }
}

/** GET /api/representations/{id}: the agreement's one-page summary, to its two sides and admins. */
export async function readRepresentation(db: Database, caller: Member, id: number): Promise<TRepresentation> {
  const row = await findAgreement(db, id);
  assertParty(caller, row.agreement);
  return toRepresentation(row);
}

/**
 * POST /api/representations/{id}/end (docs/product.md#representation): either side (or an admin) ends an active
 * agreement today; the other side is told and the ending goes on the audit log.
 */
export async function endRepresentation(db: Database, caller: Member, id: number): Promise<TRepresentation> {
  await db.transaction(async (tx) => {
    const [agreement] = await tx
      .select()
      .from(representationAgreements)
      .where(eq(representationAgreements.id, id))
      .for('update');
    if (!agreement) throw new AppError('NOT_FOUND', REPRESENTATION_MESSAGES.representationNotFound);
    assertParty(caller, agreement);
    if (agreement.endedAt || agreement.endsOn <= todayUtc()) {
      throw new AppError('CONFLICT', REPRESENTATION_MESSAGES.alreadyEnded);
    }
    await tx
      .update(representationAgreements)
      .set({ endedAt: new Date(), endedBy: caller.id })
      .where(eq(representationAgreements.id, id));
    const told = [agreement.playerId, agreement.agentId].filter((memberId) => memberId !== caller.id);
    for (const memberId of told) {
      await notify(
        tx,
        memberId,
        'representation_ended',
        { key: 'representationEnded', values: { name: caller.fullName } },
        '/representation',
      );
    }
    await recordAudit(tx, {
      actor: caller,
      action: 'representation.ended',
      subject: null,
      target: { type: 'representation_agreement', id },
      details: { playerId: agreement.playerId, agentId: agreement.agentId },
    });
  });
  return toRepresentation(await findAgreement(db, id));
}

/** GET /api/signed-players/{agentId}: the agent's current players, newest agreement first. */
export async function listSignedPlayers(db: Database, agentId: number, query: Page): Promise<TSignedPlayerPage> {
  const rows = await db
    .select({
      agreementId: representationAgreements.id,
      playerId: representationAgreements.playerId,
      fullName: members.fullName,
      exclusive: representationAgreements.exclusive,
      since: representationAgreements.startsOn,
      until: representationAgreements.endsOn,
    })
    .from(representationAgreements)
    .innerJoin(members, eq(members.id, representationAgreements.playerId))
    .where(
      and(
        eq(representationAgreements.agentId, agentId),
        activeOn(todayUtc()),
        agreementsNewestFirst.after(query.cursor),
      ),
    )
    .orderBy(...agreementsNewestFirst.orderBy)
    .limit(agreementsNewestFirst.fetch(query.limit));
  const page = agreementsNewestFirst.page(rows, query.limit, (row) => [row.agreementId]);
  return { players: page.rows, nextCursor: page.nextCursor };
}
