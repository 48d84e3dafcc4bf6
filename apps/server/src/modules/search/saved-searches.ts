import type { TSavedSearch, TSavedSearchList, TSearchFilters } from '@scouting/contract/schemas/search';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { savedSearchStore } from './saved-search-store.ts';

const store = savedSearchStore(savedSearches);

/** POST /api/saved-searches: the owner is the caller; a member keeps at most SAVED_SEARCHES_MAX. */
export function saveSearch(
  db: Database,
  owner: Member,
  input: { name: string; filters: TSearchFilters },
): Promise<TSavedSearch> {
  return store.save(db, owner, input);
}

/** GET /api/saved-searches: the caller's own, newest first. */
export function listSavedSearches(
  db: Database,
  owner: Member,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TSavedSearchList> {
  return store.list(db, owner, page);
}

/** DELETE /api/saved-searches/{id}: only its owner; a saved search is private, even from admins. */
export function deleteSavedSearch(db: Database, owner: Member, id: number): Promise<void> {
  return store.remove(db, owner, id);
}
