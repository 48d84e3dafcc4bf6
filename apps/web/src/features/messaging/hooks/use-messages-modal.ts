import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messagingKeys } from '../api/query-keys.ts';

/** Opens the messages modal, optionally on one conversation; closing it refreshes the inbox preview. */
export function useMessagesModal(memberId: number, initialConversationId: number | null = null) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(initialConversationId !== null);
  const [selectedId, setSelectedId] = useState<number | null>(initialConversationId);
  return {
    opened,
    selectedId,
    onSelect: setSelectedId,
    open(conversationId: number | null = null) {
      setSelectedId(conversationId);
      setOpened(true);
    },
    onClose() {
      setOpened(false);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(memberId) });
    },
  };
}
