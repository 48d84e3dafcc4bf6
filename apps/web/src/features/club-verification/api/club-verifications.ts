import type { TQueueState } from '@scouting/contract/schemas/admin';
import {
  type TClubVerificationDecision,
  type TClubVerificationList,
  ZClubVerificationCreated,
  ZClubVerificationList,
  ZClubVerificationRequest,
  ZOwnClubVerification,
} from '@scouting/contract/schemas/club-verification';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { type UploadProgress, uploadForm } from '../../../api/upload.ts';
import { clubVerificationKeys } from './query-keys.ts';

const PAGE_LIMIT = 20;

/** GET /api/admin/club-verifications (admins): waiting requests oldest first, or decided ones newest first. */
export function getClubVerifications(
  state: TQueueState,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TClubVerificationList> {
  return apiRequest(pagePath('/api/admin/club-verifications', PAGE_LIMIT, cursor, { state }), {
    schema: ZClubVerificationList,
    signal,
  });
}

export function clubVerificationsQueryOptions(state: TQueueState) {
  return infiniteQueryOptions({
    queryKey: clubVerificationKeys.list(state),
    queryFn: ({ pageParam, signal }) => getClubVerifications(state, pageParam, signal),
    ...cursorPaging,
  });
}

/** GET /api/club-verifications/mine: the calling club's state. */
export function ownClubVerificationQueryOptions() {
  return queryOptions({
    queryKey: clubVerificationKeys.mine(),
    queryFn: ({ signal }) => apiRequest('/api/club-verifications/mine', { schema: ZOwnClubVerification, signal }),
  });
}

/** POST /api/club-verifications: federation, registration number and one document. */
export function useRequestClubVerification(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => uploadForm('/api/club-verifications', form, ZClubVerificationCreated, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubVerificationKeys.mine() }),
  });
}

/** PUT /api/admin/club-verifications/{clubId} (admins). */
export function useDecideClubVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, decision }: { clubId: number; decision: TClubVerificationDecision }) =>
      apiRequest(`/api/admin/club-verifications/${clubId}`, {
        method: 'PUT',
        body: decision,
        schema: ZClubVerificationRequest,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clubVerificationKeys.all() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.queueCounts });
    },
  });
}

/** POST /api/admin/club-verifications/{clubId}/revoke (admins): the club loses the badge. */
export function useRevokeClubVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, reason }: { clubId: number; reason: string }) =>
      apiRequest(`/api/admin/club-verifications/${clubId}/revoke`, {
        method: 'POST',
        body: { reason },
        schema: ZMessageResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubVerificationKeys.all() }),
  });
}
