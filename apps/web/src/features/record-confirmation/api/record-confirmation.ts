import { type TCareerSeasonInput, ZConfirmationAnswer, ZConfirmationLink } from '@scouting/contract/schemas/career';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, shouldRetry } from '../../../api/client.ts';

const linkKey = (token: string) => ['record-confirmation', token] as const;

/** GET /api/record-confirmation?token=…: who asked and the lines (no account needed). */
export function useConfirmationLink(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/record-confirmation?token=${encodeURIComponent(token)}`, { schema: ZConfirmationLink, signal }),
    enabled: token !== '',
    retry: shouldRetry,
  });
}

/** POST /api/record-confirmation/confirm | decline: the link is spent; the page reads it again. */
export function useAnswerConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'confirm' | 'decline') =>
      apiRequest(`/api/record-confirmation/${answer}`, {
        method: 'POST',
        body: { token },
        schema: ZConfirmationAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKey(token) }),
  });
}

/** POST /api/record-confirmation/correct: the coach's numbers wait for the player's answer; the link is spent. */
export function useCorrectRecord(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seasons: TCareerSeasonInput[]) =>
      apiRequest('/api/record-confirmation/correct', {
        method: 'POST',
        body: { token, seasons },
        schema: ZConfirmationAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKey(token) }),
  });
}
