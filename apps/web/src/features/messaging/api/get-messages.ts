import { type TChatMessage, type TMessageList, ZMessageList } from '@scouting/contract/schemas/messaging';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { pagePath } from '../../../api/paging.ts';
import { MESSAGES_POLL_MS } from './get-conversations.ts';
import { messagingKeys } from './query-keys.ts';

const PAGE_LIMIT = 50;

/**
 * What the browser holds of a thread: oldest first, the cursor of the older messages (null when
 * there are none), and why the caller may not write (the server decides: a parent revoked an
 * agent's approval).
 */
export type Thread = { messages: TChatMessage[]; olderCursor: string | null; readOnlyReason?: string | null };

/** Older messages follow the paging cursor; newer ones are the poll's `after` (a message id). */
type Cursor = { cursor?: string; after?: number };

/** GET /api/messages/{conversationId}: the newest page, or older (`cursor`) or newer (`after`) ones. */
export function getMessages(conversationId: number, cursor: Cursor, signal?: AbortSignal): Promise<TMessageList> {
  return apiRequest(
    pagePath(`/api/messages/${conversationId}`, PAGE_LIMIT, cursor.cursor ?? null, { after: cursor.after }),
    { schema: ZMessageList, signal },
  );
}

/** Adds messages to a thread once each, in id order (a poll and a send can bring the same one). */
export function mergeMessages(
  thread: Thread | undefined,
  incoming: TChatMessage[],
  olderCursor?: string | null,
): Thread {
  const byId = new Map((thread?.messages ?? []).map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return {
    messages: [...byId.values()].sort((a, b) => a.id - b.id),
    olderCursor: olderCursor === undefined ? (thread?.olderCursor ?? null) : olderCursor,
    readOnlyReason: thread?.readOnlyReason ?? null,
  };
}

/**
 * The open thread. The first fetch loads the newest page; every poll after it asks only for what
 * arrived after the last message held (`after`), so an idle thread costs one empty answer.
 */
export function threadQueryOptions(queryClient: QueryClient, conversationId: number, opened: boolean) {
  const key = messagingKeys.thread(conversationId);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Thread> => {
      const held = queryClient.getQueryData<Thread>(key);
      const last = held?.messages.at(-1);
      if (!held) {
        const page = await getMessages(conversationId, {}, signal);
        const merged = mergeMessages(queryClient.getQueryData<Thread>(key), page.messages, page.nextCursor);
        return { ...merged, readOnlyReason: page.readOnlyReason };
      }
      let after = last?.id ?? 0;
      let incoming: TChatMessage[] = [];
      let readOnlyReason: string | null = null;
      for (;;) {
        const page = await getMessages(conversationId, { after }, signal);
        incoming = incoming.concat(page.messages);
        readOnlyReason = page.readOnlyReason;
        const newest = page.messages.at(-1);
        if (!page.hasNewer || !newest) break;
        after = newest.id;
      }
      // Read the cache again: "Load older" or a send may have changed it while this poll ran.
      return { ...mergeMessages(queryClient.getQueryData<Thread>(key), incoming), readOnlyReason };
    },
    enabled: opened,
    refetchInterval: opened ? MESSAGES_POLL_MS : false,
    // The poll keeps the thread in step; the data stays valid between polls.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
}
