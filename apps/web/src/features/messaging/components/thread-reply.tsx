import { Alert } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { threadQueryOptions } from '../api/get-messages.ts';
import { SendBox } from './send-box.tsx';

type ThreadReplyProps = { conversationId: number | null; memberId: number; opened: boolean };

/**
 * The send box, or why there is none: once a parent revoked an agent's approval the thread stays
 * readable but the agent cannot write (docs/product.md#contact-requests). The server decides; this only shows it.
 */
export function ThreadReply({ conversationId, memberId, opened }: ThreadReplyProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  const queryClient = useQueryClient();
  // Reads the thread MessageThread polls: no second poll, no refetch of its own.
  const thread = useQuery({
    ...threadQueryOptions(queryClient, conversationId ?? 0, opened && conversationId !== null),
    refetchInterval: false,
    refetchOnMount: false,
  });
  const reason = conversationId !== null ? thread.data?.readOnlyReason : null;
  if (reason) {
    return (
      <Alert color="pitch" role="status" title={t('messaging.thread.readOnly')}>
        {sentence(reason)}
      </Alert>
    );
  }
  return <SendBox conversationId={conversationId} memberId={memberId} />;
}
