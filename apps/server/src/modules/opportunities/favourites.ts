import { MESSAGES } from '@scouting/contract/messages';
import type { TFavouritePage, TFavouriteResponse } from '@scouting/contract/schemas/favourites';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { agents, members, opportunities, opportunityFavourites } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { effectiveStatus } from './effective-status.ts';
import { postVisibleToMinors } from './posts-for-minors.ts';
import { opportunityColumns, toOpportunity } from './service.ts';

/**
 * Player favourites (decision 019), the player-side counterpart of the agent's stars: saving twice
 * or unsaving what is not saved is harmless. Nobody is told: the poster sees no favourites.
 */

const newestSavedFirst = keyset(idCursor, [{ column: opportunityFavourites.id, order: 'desc' }]);

/**
 * What a player may still find among their saves, for a query joined on the poster (members) and
 * left-joined on agents: open or closed posts (a closed one stays, marked, so the player learns it
 * closed); deleted posts, posts an admin hid and posts of suspended members disappear, as from the
 * opportunities list; a minor keeps only posts of verified agents and admins (docs/product.md#opportunities).
 */
function stillShown(player: Member, statuses: ('Open' | 'Closed')[]): SQL | undefined {
  return and(
    // As the post counts today: one whose deadline passed is Closed (docs/product.md#opportunities).
    inArray(effectiveStatus, statuses),
    isNull(opportunities.hiddenAt),
    isNull(members.suspendedAt),
    player.isMinor ? postVisibleToMinors() : undefined,
  );
}

/** POST /api/opportunities/{id}/favourite: only a post the player could open now (open and shown to them). */
export async function saveOpportunity(
  db: Database,
  player: Member,
  opportunityId: number,
): Promise<TFavouriteResponse> {
  const [found] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .innerJoin(members, eq(members.id, opportunities.postedBy))
    .leftJoin(agents, eq(agents.memberId, opportunities.postedBy))
    .where(and(eq(opportunities.id, opportunityId), stillShown(player, ['Open'])))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.opportunityNotFound);
  await db.insert(opportunityFavourites).values({ playerId: player.id, opportunityId }).onConflictDoNothing();
  return { opportunityId, favourite: true };
}

/** DELETE /api/opportunities/{id}/favourite: works whatever became of the post. */
export async function unsaveOpportunity(
  db: Database,
  player: Member,
  opportunityId: number,
): Promise<TFavouriteResponse> {
  await db
    .delete(opportunityFavourites)
    .where(and(eq(opportunityFavourites.playerId, player.id), eq(opportunityFavourites.opportunityId, opportunityId)));
  return { opportunityId, favourite: false };
}

/** GET /api/favourite-opportunities: the player's saves, newest saved first, on opportunity_favourites_player_id_idx. */
export async function listFavourites(
  db: DbOrTx,
  player: Member,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TFavouritePage> {
  const rows = await db
    .select({ ...opportunityColumns, favouriteId: opportunityFavourites.id, savedAt: opportunityFavourites.createdAt })
    .from(opportunityFavourites)
    .innerJoin(opportunities, eq(opportunities.id, opportunityFavourites.opportunityId))
    .innerJoin(members, eq(members.id, opportunities.postedBy))
    .leftJoin(agents, eq(agents.memberId, opportunities.postedBy))
    .where(
      and(
        eq(opportunityFavourites.playerId, player.id),
        stillShown(player, ['Open', 'Closed']),
        newestSavedFirst.after(page.cursor),
      ),
    )
    .orderBy(...newestSavedFirst.orderBy)
    .limit(newestSavedFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestSavedFirst.page(rows, page.limit, (row) => [row.favouriteId]);
  return {
    favourites: pageRows.map((row) => ({
      favouriteId: row.favouriteId,
      savedAt: row.savedAt.toISOString(),
      opportunity: { ...toOpportunity(row), favourite: true },
    })),
    nextCursor,
  };
}
