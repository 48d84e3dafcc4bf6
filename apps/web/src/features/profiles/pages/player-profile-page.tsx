import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../components/require-member.tsx';
import { StartConversationButton } from '../../messaging/components/start-conversation-button.tsx';
import { playerProfileQueryOptions } from '../api/get-player-details.ts';
import { PlayerFacts } from '../components/player-facts.tsx';

/**
 * `/player-profile/{userId}` in view mode (SPEC §2): the player's details, and for agents the
 * Message button. The edit mode and pictures come with the profiles issue.
 */
export function PlayerProfilePage() {
  const { userId } = useParams();
  const playerId = Number(userId);
  const viewer = useMember();
  const player = useQuery(playerProfileQueryOptions(playerId));

  if (!Number.isInteger(playerId) || playerId <= 0) {
    return <ProfileAlert message={MESSAGES.userIdNotFoundInUrl} />;
  }
  if (player.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the player">
        <PageTitle>Player Profile</PageTitle>
        <Skeleton height={36} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (player.isError) {
    const { error } = player;
    const message =
      isApiError(error) && error.status === 404
        ? `Player not found. Status Code: ${error.status}`
        : `Error fetching player data: ${error.message}`;
    return <ProfileAlert message={message} />;
  }
  const details = player.data;
  return (
    <Stack gap="lg">
      <PageTitle>{details.fullName}</PageTitle>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{details.fullName}</Title>
          <Group gap="xs">
            <Text c="dimmed">@{details.username}</Text>
            {details.isUnderage ? (
              <Badge color="yellow" c="dark" variant="light">
                Under 18
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {viewer.role === 'Agent' ? (
          <StartConversationButton playerId={details.id} playerName={details.fullName} />
        ) : null}
      </Group>
      <Card withBorder padding="lg" component="section" aria-labelledby="player-details-heading">
        <Title order={2} size="h3" mb="md" id="player-details-heading">
          Player details
        </Title>
        <PlayerFacts player={details} />
      </Card>
    </Stack>
  );
}

function ProfileAlert({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <PageTitle>Player Profile</PageTitle>
      <Title order={1}>Player Profile</Title>
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </Stack>
  );
}
