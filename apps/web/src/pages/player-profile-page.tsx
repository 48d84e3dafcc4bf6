import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../api/client.ts';
import { playerDetailsQueryOptions } from '../api/player-details.ts';
import { PageTitle } from '../components/page-title.tsx';
import { ReportButton } from '../components/report-button.tsx';
import { PlayerContactActions } from '../features/messaging/components/player-contact-actions.tsx';
import { PlayerEditForm } from '../features/profiles/components/player-edit-form.tsx';
import { PlayerFacts } from '../features/profiles/components/player-facts.tsx';
import { ProfileImages } from '../features/profiles/components/profile-images.tsx';
import { ProfileTransfermarkt } from '../features/transfermarkt/components/profile-transfermarkt.tsx';
import { LatestVideos } from '../features/videos/components/latest-videos.tsx';
import { useMember } from '../hooks/use-member.ts';

/**
 * `/player-profile/{userId}` (SPEC §2, §4): the pictures and details in view mode, the player's own
 * edit mode, and for agents the Message and Offer to Sign buttons; then the Transfermarkt link (with
 * the permission switch for admins) and the latest videos.
 */
export function PlayerProfilePage() {
  const { userId } = useParams();
  const playerId = Number(userId);
  const viewer = useMember();
  const player = useQuery(playerDetailsQueryOptions(playerId));
  // Which profile is in edit mode: following a link to another profile leaves it.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = editingId === playerId;
  const setEditing = (on: boolean) => setEditingId(on ? playerId : null);

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
        ? `${MESSAGES.playerNotFoundStatus}${error.status}`
        : `${MESSAGES.errorFetchingPlayerData}${error.message}`;
    return <ProfileAlert message={message} />;
  }
  const details = player.data;
  const isOwner = viewer.id === details.id;
  return (
    <Stack gap="lg">
      <PageTitle>{details.fullName}</PageTitle>
      <ProfileImages
        ownerRole="Player"
        userId={details.id}
        fullName={details.fullName}
        profileImageUrl={details.profileImageUrl}
        displayImageUrl={details.displayImageUrl}
        editable={isOwner}
      />
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
        <Group gap="xs">
          {isOwner && !editing ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
          <PlayerContactActions playerId={details.id} playerName={details.fullName} />
          {isOwner || viewer.role === 'Admin' ? null : (
            <ReportButton
              subjectType="profile"
              subjectId={details.id}
              label={`Report ${details.fullName}'s profile`}
              variant="light"
              size="sm"
            />
          )}
        </Group>
      </Group>
      <Card withBorder padding="lg" component="section" aria-labelledby="player-details-heading">
        <Title order={2} size="h3" mb="md" id="player-details-heading">
          Player details
        </Title>
        {editing ? (
          <PlayerEditForm player={details} onDone={() => setEditing(false)} />
        ) : (
          <PlayerFacts player={details} />
        )}
      </Card>
      <ProfileTransfermarkt player={details} adminView={viewer.role === 'Admin'} />
      <LatestVideos playerId={details.id} playerName={details.fullName} />
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
