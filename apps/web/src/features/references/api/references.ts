import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  type TReferenceRequestBody,
  ZOwnReferences,
  ZPlayerReferences,
  ZReferenceLink,
} from '@scouting/contract/schemas/references';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, shouldRetry } from '../../../api/client.ts';

const referenceKeys = {
  own: ['references', 'own'] as const,
  player: (playerId: number) => ['references', 'player', playerId] as const,
  link: (token: string) => ['references', 'link', token] as const,
};

/** GET /api/references: the player's own references, pending and written ones too. */
export function useOwnReferences(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.own,
    queryFn: ({ signal }) => apiRequest('/api/references', { schema: ZOwnReferences, signal }),
    enabled,
  });
}

/** GET /api/player-references/{playerId}: the approved references, as the profile shows them. */
export function usePlayerReferences(playerId: number, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.player(playerId),
    queryFn: ({ signal }) => apiRequest(`/api/player-references/${playerId}`, { schema: ZPlayerReferences, signal }),
    enabled,
  });
}

/** Every list of references changed: the owner's and the profile's. */
function useReferencesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['references'] });
}

/** POST /api/references/requests: mails the coach a link to write. */
export function useAskReference() {
  const changed = useReferencesChanged();
  return useMutation({
    mutationFn: (body: TReferenceRequestBody) =>
      apiRequest('/api/references/requests', { method: 'POST', body, schema: ZMessageResponse }),
    onSuccess: changed,
  });
}

/** POST /api/references/{id}/approve | DELETE /api/references/{id}. */
export function useDecideReference() {
  const changed = useReferencesChanged();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'remove' }) =>
      decision === 'approve'
        ? apiRequest(`/api/references/${id}/approve`, { method: 'POST', schema: ZMessageResponse })
        : apiRequest(`/api/references/${id}`, { method: 'DELETE', schema: ZMessageResponse }),
    onSettled: changed,
  });
}

/** GET /api/references/request?token=…: who asked the coach (no account needed). */
export function useReferenceLink(token: string) {
  return useQuery({
    queryKey: referenceKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/references/request?token=${encodeURIComponent(token)}`, { schema: ZReferenceLink, signal }),
    enabled: token !== '',
    retry: shouldRetry,
  });
}

/** POST /api/references/write: the link is spent; the page reads it again. */
export function useWriteReference(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest('/api/references/write', { method: 'POST', body: { token, text }, schema: ZMessageResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referenceKeys.link(token) }),
  });
}
