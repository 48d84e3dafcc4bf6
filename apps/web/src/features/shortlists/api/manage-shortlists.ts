import {
  type TShortlist,
  type TShortlistEntry,
  type TShortlistEntryPage,
  type TShortlistList,
  ZShortlist,
  ZShortlistEntry,
  ZShortlistEntryPage,
  ZShortlistList,
} from '@scouting/contract/schemas/shortlists';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { shortlistKeys } from '../../../api/shortlists.ts';

/** The calls only /shortlists makes; the shared ones (create, add, remove, state) are in api/shortlists.ts. */
const ENTRIES_PAGE = 20;

/** GET /api/shortlists/{id}/players: newest saved first. */
export function shortlistEntriesQueryOptions(shortlistId: number) {
  return infiniteQueryOptions({
    queryKey: shortlistKeys.entries(shortlistId),
    queryFn: ({ pageParam, signal }): Promise<TShortlistEntryPage> =>
      apiRequest(pagePath(`/api/shortlists/${shortlistId}/players`, ENTRIES_PAGE, pageParam), {
        schema: ZShortlistEntryPage,
        signal,
      }),
    ...cursorPaging,
  });
}

export function renameShortlist({ id, name }: { id: number; name: string }): Promise<TShortlist> {
  return apiRequest(`/api/shortlists/${id}`, { method: 'PUT', body: { name }, schema: ZShortlist });
}

export function reorderShortlists(shortlistIds: number[]): Promise<TShortlistList> {
  return apiRequest('/api/shortlists/order', { method: 'PUT', body: { shortlistIds }, schema: ZShortlistList });
}

export function deleteShortlist(id: number) {
  return apiRequest(`/api/shortlists/${id}`, { method: 'DELETE' });
}

export function editShortlistNote({
  shortlistId,
  playerId,
  note,
}: {
  shortlistId: number;
  playerId: number;
  note: string;
}): Promise<TShortlistEntry> {
  return apiRequest(`/api/shortlists/${shortlistId}/players/${playerId}`, {
    method: 'PUT',
    body: { note },
    schema: ZShortlistEntry,
  });
}
