import { ZUnderageRequestCreated } from '@scouting/contract/schemas/underage';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

// message: the agent's words for the admins and, once approved, the parent (docs/product.md#contact-requests).
type RequestInput = { agentId: number; playerId: number; message?: string | null };

/**
 * POST /api/underage-message-request. The server fills in the player's name, birth date
 * and e-mail from the record: an agent is never shown a minor's birth date or e-mail.
 */
export function sendUnderageRequest(input: RequestInput): Promise<{ id: number; message: string }> {
  return apiRequest('/api/underage-message-request', { body: input, schema: ZUnderageRequestCreated });
}

export function useSendUnderageRequest() {
  return useMutation({ mutationFn: sendUnderageRequest });
}
