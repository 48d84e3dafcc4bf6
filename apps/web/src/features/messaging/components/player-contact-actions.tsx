import { Button, Group } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgentVerified } from '../../../api/agent-details.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { StartConversationButton } from './start-conversation-button.tsx';

type PlayerContactActionsProps = { playerId: number; playerName: string };

/**
 * What an agent can do about a player wherever the player is shown in full (profile, video
 * profile): 'Message' opens the conversation in the messaging modal (or, for a minor without an
 * approved request, the underage request: the server decides), and 'Offer to Sign' once the agent is verified.
 */
export function PlayerContactActions({ playerId, playerName }: PlayerContactActionsProps) {
  const t = useMessagingT();
  const viewer = useMember();
  const verified = useAgentVerified(viewer.id, viewer.role === 'Agent');
  if (viewer.role !== 'Agent') return null;
  return (
    <Group gap="xs">
      <StartConversationButton playerId={playerId} playerName={playerName} />
      {/* Only a verified agent may offer to sign; the dashboard tells the others how to be verified. */}
      {verified ? (
        <Button
          component={Link}
          to={`/offer-to-sign/${playerId}`}
          variant="light"
          leftSection={<IconSignature size={16} aria-hidden />}
        >
          {t('messaging.offerToSign')}
        </Button>
      ) : null}
    </Group>
  );
}
