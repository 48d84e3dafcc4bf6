import { Button, Group } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMember } from '../../../hooks/use-member.ts';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { StartConversationButton } from './start-conversation-button.tsx';

type PlayerContactActionsProps = { playerId: number; playerName: string };

/**
 * What an agent can do about a player wherever the player is shown in full (profile, video
 * profile): 'Message' opens the conversation in the messaging modal (or, for a minor without an
 * approved request, the underage request: the server decides), and 'Offer to Sign'.
 */
export function PlayerContactActions({ playerId, playerName }: PlayerContactActionsProps) {
  const t = useMessagingT();
  const viewer = useMember();
  if (viewer.role !== 'Agent') return null;
  return (
    <Group gap="xs">
      <StartConversationButton playerId={playerId} playerName={playerName} />
      <Button
        component={Link}
        to={`/offer-to-sign/${playerId}`}
        variant="light"
        leftSection={<IconSignature size={16} aria-hidden />}
      >
        {t('messaging.offerToSign')}
      </Button>
    </Group>
  );
}
