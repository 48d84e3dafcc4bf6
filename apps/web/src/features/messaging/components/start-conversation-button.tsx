import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { useMessagesModal } from '../hooks/use-messages-modal.ts';
import { MessagesModal } from './messages-modal.tsx';
import { UnderageBlockModal } from './underage-block-modal.tsx';

type StartConversationButtonProps = { playerId: number; playerName: string } & Omit<ButtonProps, 'onClick'>;

/**
 * The agent's "Message" button (player profile; the video pool's player cards later): opens the
 * conversation with the player, or the underage modal when the server says the player is a minor.
 */
export function StartConversationButton({ playerId, playerName, ...buttonProps }: StartConversationButtonProps) {
  const member = useMember();
  // SPEC §8 'Agent not logged in': only an agent's session can start a conversation.
  const agent = member.role === 'Agent' ? member : null;
  const start = useStartConversation();
  const modal = useMessagesModal(agent?.id ?? 0);
  const [blocked, setBlocked] = useState(false);

  const onClick = () => {
    if (!agent) {
      notifications.show({ color: 'red', message: MESSAGES.agentNotLoggedIn });
      return;
    }
    start.mutate(
      { agentId: agent.id, playerId },
      {
        onSuccess: ({ id }) => modal.open(id),
        onError: (error) => {
          if (isApiError(error, 403) && error.code === 'UNDERAGE_APPROVAL_REQUIRED') setBlocked(true);
          else notifications.show({ color: 'red', message: MESSAGES.failedToStartConversation });
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
        Message
      </Button>
      {agent ? (
        <>
          <MessagesModal
            memberId={agent.id}
            opened={modal.opened}
            onClose={modal.onClose}
            selectedId={modal.selectedId}
            onSelect={modal.onSelect}
          />
          <UnderageBlockModal
            opened={blocked}
            onClose={() => setBlocked(false)}
            agentId={agent.id}
            playerId={playerId}
            playerName={playerName}
          />
        </>
      ) : null}
    </>
  );
}
