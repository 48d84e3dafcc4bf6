import { type TPitchList, ZPitchList } from '@scouting/contract/schemas/pitches';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { representationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/pitches: for a player, the pitches agents made of them and the clubs' answers (decision 061). */
function getPitches(cursor: string | null, signal?: AbortSignal): Promise<TPitchList> {
  return apiRequest(pagePath('/api/pitches', PAGE_LIMIT, cursor, {}), { schema: ZPitchList, signal });
}

export function pitchesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: representationKeys.pitches(),
    queryFn: ({ pageParam, signal }) => getPitches(pageParam, signal),
    ...cursorPaging,
  });
}
