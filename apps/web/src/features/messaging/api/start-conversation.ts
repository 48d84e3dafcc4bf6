import { ZStartConversationResponse } from '@scouting/contract/schemas/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { messagingKeys } from './query-keys.ts';

/** The caller and the member they write to: a player for a poster, the poster for a player invited to a trial. */
type StartInput = { memberId: number; partnerId: number };

/**
 * POST /api/conversations/start: the same conversation again when it exists. A player
 * under 18 answers 403 UNDERAGE_APPROVAL_REQUIRED until an admin approved the agent's request; a
 * scout or a club may write to an adult who applied to one of their posts, and a player to a poster
 * who invited them to a trial (docs/product.md#applications).
 */
export function startConversation({ memberId, partnerId }: StartInput): Promise<{ id: number }> {
  return apiRequest('/api/conversations/start', {
    body: { participant1_id: memberId, participant2_id: partnerId },
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
