import { INBOX_PREVIEW_COUNT } from '@scouting/contract/constants';
import { type TConversationList, ZConversationList } from '@scouting/contract/schemas/messaging';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { messagingKeys } from './query-keys.ts';

/** How many conversations the Open Messages modal lists. */
export const MODAL_CONVERSATION_LIMIT = 50;
/** While the modal is open, how often the conversation list and the open thread ask for news. */
export const MESSAGES_POLL_MS = 4_000;

/** GET /api/conversations/{memberId}: most recent activity first. */
export function getConversations(memberId: number, limit: number, signal?: AbortSignal): Promise<TConversationList> {
  return apiRequest(`/api/conversations/${memberId}?limit=${limit}`, { schema: ZConversationList, signal });
}

/** The dashboard's inbox preview (docs/product.md#every-members-pages: the 3 latest); refreshed when the modal closes, not polled. */
export function inboxPreviewQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: messagingKeys.inboxPreview(memberId),
    queryFn: ({ signal }) => getConversations(memberId, INBOX_PREVIEW_COUNT, signal),
  });
}

/** The modal's list, polled only while the modal is open (`enabled`). */
export function modalConversationsQueryOptions(memberId: number, opened: boolean) {
  return queryOptions({
    queryKey: messagingKeys.modalConversations(memberId),
    queryFn: ({ signal }) => getConversations(memberId, MODAL_CONVERSATION_LIMIT, signal),
    enabled: opened,
    refetchInterval: opened ? MESSAGES_POLL_MS : false,
  });
}
