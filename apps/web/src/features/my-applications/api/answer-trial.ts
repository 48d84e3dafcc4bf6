import { type TApplication, type TTrialAnswerRequest, ZApplication } from '@scouting/contract/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { myApplicationsKeys } from './query-keys.ts';

type TrialAnswer = { id: number; answer: TTrialAnswerRequest['answer'] };

/** POST /api/applications/{id}/trial-invitation/answer: the player accepts or declines the trial. */
export function answerTrial({ id, answer }: TrialAnswer): Promise<TApplication> {
  return apiRequest(`/api/applications/${id}/trial-invitation/answer`, {
    method: 'POST',
    body: { answer } satisfies TTrialAnswerRequest,
    schema: ZApplication,
  });
}

export function useAnswerTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTrial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
  });
}
