import {
  type TRepresentation,
  type TRepresentationPage,
  ZRepresentation,
  ZRepresentationPage,
} from '@scouting/contract/schemas/representation';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { representationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

export type TAgreementScope = 'active' | 'all';

/** GET /api/representations: the caller's agreements, the current ones or every one (past ones too). */
export function getRepresentations(
  scope: TAgreementScope,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TRepresentationPage> {
  return apiRequest(pagePath('/api/representations', PAGE_LIMIT, cursor, { scope }), {
    schema: ZRepresentationPage,
    signal,
  });
}

export function representationsQueryOptions(scope: TAgreementScope) {
  return infiniteQueryOptions({
    queryKey: representationKeys.agreementList(scope),
    queryFn: ({ pageParam, signal }) => getRepresentations(scope, pageParam, signal),
    ...cursorPaging,
  });
}

/** GET /api/representations/{id}: one agreement, for its printable summary. */
export function getRepresentation(id: number, signal?: AbortSignal): Promise<TRepresentation> {
  return apiRequest(`/api/representations/${id}`, { schema: ZRepresentation, signal });
}

export function representationQueryOptions(id: number) {
  return queryOptions({
    queryKey: representationKeys.agreement(id),
    queryFn: ({ signal }) => getRepresentation(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
