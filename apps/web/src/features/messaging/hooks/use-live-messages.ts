import { ZMessageEvent } from '@scouting/contract/schemas/live-updates';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mergeMessages, type Thread } from '../api/get-messages.ts';
import { messagingKeys } from '../api/query-keys.ts';

/**
 * What a live `message` event does (decision 017): an open thread shows the message at once, and
 * the inbox preview and the modal's list refetch (their order and snippet changed).
 */
export function useLiveMessageHandler(memberId: number): (data: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: unknown) => {
      const event = ZMessageEvent.safeParse(data);
      if (!event.success) return;
      const { conversationId, message } = event.data;
      // Only a thread the page holds; one opened later loads its newest page anyway. The thread's
      // poll merges into what the cache holds then, so it keeps this message too.
      queryClient.setQueryData<Thread>(messagingKeys.thread(conversationId), (old) =>
        old ? mergeMessages(old, [message]) : old,
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(memberId) });
    },
    [queryClient, memberId],
  );
}
