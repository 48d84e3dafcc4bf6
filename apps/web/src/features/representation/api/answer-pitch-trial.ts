import type { TTrialAnswerRequest } from '@scouting/contract/schemas/applications';
import { ZPitch } from '@scouting/contract/schemas/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { representationKeys } from './query-keys.ts';

type PitchTrialAnswer = { pitchId: number; answer: TTrialAnswerRequest['answer'] };

/** POST /api/pitches/{id}/trial-invitation/answer: the player accepts or declines the club's trial. */
export function useAnswerPitchTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pitchId, answer }: PitchTrialAnswer) =>
      apiRequest(`/api/pitches/${pitchId}/trial-invitation/answer`, {
        method: 'POST',
        body: { answer } satisfies TTrialAnswerRequest,
        schema: ZPitch,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: representationKeys.pitches() }),
  });
}
