import { type TChatMessage, type TSendMessageRequest, ZChatMessage } from '@scouting/contract/schemas/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { mergeMessages, type Thread } from './get-messages.ts';
import { messagingKeys } from './query-keys.ts';

/** POST /api/messages/send: the sender is always the signed-in member. */
export function sendMessage(input: TSendMessageRequest): Promise<TChatMessage> {
  return apiRequest('/api/messages/send', { body: input, schema: ZChatMessage });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { senderId }) => {
      queryClient.setQueryData<Thread>(messagingKeys.thread(message.conversation_id), (thread) =>
        mergeMessages(thread, [message]),
      );
      return queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(senderId) });
    },
  });
}
