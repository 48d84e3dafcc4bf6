import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import { OPPORTUNITY_POSTER_ROLES } from '@scouting/contract/opportunities';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { useMessagesModal } from '../hooks/use-messages-modal.ts';
import { MessagesModal } from './messages-modal.tsx';
import { UnderageBlockModal } from './underage-block-modal.tsx';

type StartConversationButtonProps = { playerId: number; playerName: string } & Omit<ButtonProps, 'onClick'>;

/**
 * The "Message" button (player profile, the applications a poster receives): opens the conversation
 * with the player in the messages modal. The server decides who may write: an agent is offered the
 * underage request when the player is a minor; a scout or a club may write to an adult who applied
 * to one of their posts (docs/product.md#applications), and is told the server's reason otherwise.
 */
export function StartConversationButton({ playerId, playerName, ...buttonProps }: StartConversationButtonProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  const member = useMember();
  // 'Agent not logged in': only a poster's session can start a conversation.
  const sender = (OPPORTUNITY_POSTER_ROLES as readonly string[]).includes(member.role) ? member : null;
  const agent = member.role === 'Agent';
  const start = useStartConversation();
  const modal = useMessagesModal(sender?.id ?? 0);
  const [blocked, setBlocked] = useState(false);

  const onClick = () => {
    if (!sender) {
      notifications.show({ color: 'red', message: sentence(MESSAGES.agentNotLoggedIn) });
      return;
    }
    start.mutate(
      { memberId: sender.id, partnerId: playerId },
      {
        onSuccess: ({ id }) => modal.open(id),
        onError: (error) => {
          if (agent && isApiError(error, 403) && error.code === 'UNDERAGE_APPROVAL_REQUIRED') setBlocked(true);
          else if (isApiError(error, 403)) notifications.show({ color: 'red', message: sentence(error.message) });
          else notifications.show({ color: 'red', message: sentence(MESSAGES.failedToStartConversation) });
        },
      },
    );
  };

  return (
    <>
      <Button
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={onClick}
        loading={start.isPending}
        {...buttonProps}
      >
        {t('messaging.start.button')}
      </Button>
      {sender ? (
        <MessagesModal
          memberId={sender.id}
          opened={modal.opened}
          onClose={modal.onClose}
          selectedId={modal.selectedId}
          onSelect={modal.onSelect}
        />
      ) : null}
      {sender && agent ? (
        <UnderageBlockModal
          opened={blocked}
          onClose={() => setBlocked(false)}
          agentId={sender.id}
          playerId={playerId}
          playerName={playerName}
        />
      ) : null}
    </>
  );
}
