export const messagingKeys = {
  /** A member's conversation lists: the dashboard preview and the modal's. */
  conversations: (memberId: number) => ['conversations', memberId] as const,
  inboxPreview: (memberId: number) => [...messagingKeys.conversations(memberId), 'preview'] as const,
  modalConversations: (memberId: number) => [...messagingKeys.conversations(memberId), 'modal'] as const,
  thread: (conversationId: number) => ['messages', conversationId] as const,
};
