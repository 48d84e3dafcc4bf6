import {
  type TApplication,
  type TSetApplicationStatusRequest,
  type TTrialInvitationRequest,
  ZApplication,
} from '@scouting/contract/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { applicationsKeys } from './query-keys.ts';

type StatusInput = { applicationId: number } & TSetApplicationStatusRequest;
type InvitationInput = { applicationId: number } & TTrialInvitationRequest;

/** PUT /api/applications/{id}/status (docs/product.md#applications): the poster's move, with a decline's message. */
export function setApplicationStatus({ applicationId, ...body }: StatusInput): Promise<TApplication> {
  return apiRequest(`/api/applications/${applicationId}/status`, { method: 'PUT', body, schema: ZApplication });
}

/** POST /api/applications/{id}/trial-invitation: invites to (or reschedules) a trial. */
export function inviteToTrial({ applicationId, ...body }: InvitationInput): Promise<TApplication> {
  return apiRequest(`/api/applications/${applicationId}/trial-invitation`, { body, schema: ZApplication });
}

/** After any answer every list, count and detail of applications refetches. */
function useRefreshApplications() {
  const queryClient = useQueryClient();
  return (application: TApplication) => {
    queryClient.setQueryData(applicationsKeys.detail(application.id), application);
    return queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
  };
}

export function useSetApplicationStatus() {
  const refresh = useRefreshApplications();
  return useMutation({ mutationFn: setApplicationStatus, onSuccess: refresh });
}

export function useInviteToTrial() {
  const refresh = useRefreshApplications();
  return useMutation({ mutationFn: inviteToTrial, onSuccess: refresh });
}
