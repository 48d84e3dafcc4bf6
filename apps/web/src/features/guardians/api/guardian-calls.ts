import type { TDeleteAccountRequest } from '@scouting/contract/schemas/account-data';
import {
  type TChildGuardians,
  type TGuardianChildActivity,
  type TGuardianChildren,
  ZChildGuardians,
  ZGuardianChildActivity,
  ZGuardianChildren,
  ZGuardianDecision,
} from '@scouting/contract/schemas/guardians';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchAttachment, saveAsFile } from '../../../api/download.ts';
import { guardianKeys } from './query-keys.ts';

/** GET /api/guardian/children */
export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: guardianKeys.children(),
    queryFn: (): Promise<TGuardianChildren> => apiRequest('/api/guardian/children', { schema: ZGuardianChildren }),
  });

/** GET /api/guardian/children/{childId} */
export const childActivityQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: guardianKeys.child(childId),
    queryFn: (): Promise<TGuardianChildActivity> =>
      apiRequest(`/api/guardian/children/${childId}`, { schema: ZGuardianChildActivity }),
  });

type Decision =
  | { kind: 'confirm' | 'refuse'; offerId: number }
  | { kind: 'revoke'; childId: number }
  | { kind: 'confirmConsent' | 'refuseConsent'; childId: number }
  | { kind: 'hideVideo'; childId: number; videoId: number }
  | { kind: 'declineTrial'; childId: number; applicationId: number }
  | { kind: 'declinePitchTrial'; childId: number; pitchId: number };

function pathOf(decision: Decision): string {
  switch (decision.kind) {
    case 'revoke':
      return `/api/guardian/children/${decision.childId}/revoke-consent`;
    case 'confirmConsent':
      return `/api/guardian/children/${decision.childId}/consent/confirm`;
    case 'refuseConsent':
      return `/api/guardian/children/${decision.childId}/consent/refuse`;
    case 'hideVideo':
      return `/api/guardian/children/${decision.childId}/videos/${decision.videoId}/hide`;
    case 'declineTrial':
      return `/api/guardian/children/${decision.childId}/trial-invitations/${decision.applicationId}/decline`;
    case 'declinePitchTrial':
      return `/api/guardian/children/${decision.childId}/pitch-trials/${decision.pitchId}/decline`;
    default:
      return `/api/guardian/representation-offers/${decision.offerId}/${decision.kind}`;
  }
}

function decide(decision: Decision): Promise<{ message: string }> {
  return apiRequest(pathOf(decision), { method: 'POST', schema: ZGuardianDecision });
}

/** A guardian's decision from the dashboard; whatever it answers, the cards and the activity are read again. */
export function useGuardianDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.all }),
  });
}

/** POST /api/guardian/children/{childId}/data-export: the child's data, downloaded as the child's own export is. */
export function useDownloadChildData() {
  return useMutation({
    mutationFn: async (childId: number) =>
      saveAsFile(await fetchAttachment(`/api/guardian/children/${childId}/data-export`, 'POST')),
  });
}

/** POST /api/guardian/children/{childId}/delete: the parent's own password (and code) again. */
export function useDeleteChildAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, ...input }: TDeleteAccountRequest & { childId: number }) =>
      apiRequest(`/api/guardian/children/${childId}/delete`, { body: input, schema: ZGuardianDecision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardianKeys.children() }),
  });
}

/** POST /api/guardian/children/{childId}/invite-guardian: a mail with a link to the second guardian. */
export function useInviteGuardian(childId: number) {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(`/api/guardian/children/${childId}/invite-guardian`, { body: { email }, schema: ZGuardianDecision }),
  });
}

/** POST /api/guardian/invitations/confirm: the signed-in Parent becomes the child's second guardian. */
export function useConfirmGuardianInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/guardian/invitations/confirm', { body: { token }, schema: ZGuardianDecision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardianKeys.all }),
  });
}

/** GET /api/admin/members/{childId}/guardians: the admin's view of a child's guardians. */
export const childGuardiansQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: guardianKeys.guardiansOf(childId),
    queryFn: (): Promise<TChildGuardians> =>
      apiRequest(`/api/admin/members/${childId}/guardians`, { schema: ZChildGuardians }),
  });

type LinkChange = { kind: 'link'; childId: number; parentUsername: string } | { kind: 'unlink'; linkId: number };

/** POST /api/admin/guardian-links or DELETE /api/admin/guardian-links/{linkId}: the answer is the child's guardians now. */
export function useGuardianLinkChange(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LinkChange): Promise<TChildGuardians> =>
      change.kind === 'link'
        ? apiRequest('/api/admin/guardian-links', {
            body: { childId: change.childId, parentUsername: change.parentUsername },
            schema: ZChildGuardians,
          })
        : apiRequest(`/api/admin/guardian-links/${change.linkId}`, { method: 'DELETE', schema: ZChildGuardians }),
    onSuccess: (guardians) => queryClient.setQueryData(guardianKeys.guardiansOf(childId), guardians),
  });
}
