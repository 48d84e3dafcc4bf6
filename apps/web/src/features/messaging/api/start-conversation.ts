import { ZStartConversationResponse } from '@scouting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { messagingKeys } from './query-keys.ts';

type StartInput = { memberId: number; playerId: number };

/**
 * POST /api/conversations/start: the same conversation again when it exists. A player
 * under 18 answers 403 UNDERAGE_APPROVAL_REQUIRED until an admin approved the agent's request; a
 * scout or a club may write to an adult who applied to one of their posts (docs/product.md#applications).
 */
export function startConversation({ memberId, playerId }: StartInput): Promise<{ id: number }> {
  return apiRequest('/api/conversations/start', {
    body: { participant1_id: memberId, participant2_id: playerId },
    schema: ZStartConversationResponse,
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (_answer, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(memberId) }),
  });
}
