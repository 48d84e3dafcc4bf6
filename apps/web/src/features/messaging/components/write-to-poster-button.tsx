import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { IconMessage } from '@tabler/icons-react';
import { isApiError } from '../../../api/client.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { useMessagesModal } from '../hooks/use-messages-modal.ts';
import { MessagesModal } from './messages-modal.tsx';

/**
 * 'Write to {poster}' on a player's application once the poster invited them to a trial
 * (docs/product.md#applications): opens the conversation in the messages modal. The server decides;
 * a minor is told why when the poster is not an agent an admin approved.
 */
export function WriteToPosterButton({ posterId, posterName }: { posterId: number; posterName: string }) {
  const t = useMessagingT();
  const sentence = useSentence();
  const member = useMember();
  const start = useStartConversation();
  const modal = useMessagesModal(member.id);
  const onClick = () =>
    start.mutate(
      { memberId: member.id, partnerId: posterId },
      {
        onSuccess: ({ id }) => modal.open(id),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: sentence(isApiError(error, 403) ? error.message : MESSAGES.failedToStartConversation),
          }),
      },
    );
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={onClick}
        loading={start.isPending}
      >
        {t('messaging.writeToPoster', { name: isolate(posterName) })}
      </Button>
      <MessagesModal
        memberId={member.id}
        opened={modal.opened}
        onClose={modal.onClose}
        selectedId={modal.selectedId}
        onSelect={modal.onSelect}
      />
    </>
  );
}
