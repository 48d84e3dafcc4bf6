import type {
  TOpenOpportunityFilters,
  TSavedPostSearch,
  TSavedPostSearchList,
} from '@scouting/contract/schemas/open-opportunities';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { savedPostSearches } from '../../db/schema/index.ts';
import { savedSearchStore } from '../search/saved-search-store.ts';

/**
 * A player's saved searches of the market (docs/product.md#opportunities), kept as the players'
 * saved searches are (decision 018): private to their owner, at most SAVED_SEARCHES_MAX each.
 */
const store = savedSearchStore(savedPostSearches);

/** POST /api/saved-post-searches: alerts start from now, so the posts open already are no news. */
export function savePostSearch(
  db: Database,
  owner: Member,
  input: { name: string; filters: TOpenOpportunityFilters },
): Promise<TSavedPostSearch> {
  return store.save(db, owner, input);
}

/** GET /api/saved-post-searches: the caller's own, newest first. */
export function listSavedPostSearches(
  db: Database,
  owner: Member,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TSavedPostSearchList> {
  return store.list(db, owner, page);
}

/** DELETE /api/saved-post-searches/{id}: only its owner; private even from admins. */
export function deleteSavedPostSearch(db: Database, owner: Member, id: number): Promise<void> {
  return store.remove(db, owner, id);
}
