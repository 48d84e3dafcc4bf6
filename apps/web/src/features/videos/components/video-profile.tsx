import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  LoadingOverlay,
  Overlay,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES, type TVideo } from '@scouting/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useMember } from '../../../hooks/use-member.ts';
import { useAverageRating } from '../api/get-average-rating.ts';
import { usePlayerVideos } from '../api/get-player-videos.ts';
import { useSyncYoutube } from '../api/sync-youtube.ts';
import { ChannelLinkForm } from './channel-link-form.tsx';
import { announceSync, syncErrorMessage } from './notices.ts';
import { RateControl } from './rate-control.tsx';
import { ratingSummary } from './rating-summary.ts';
import { VideoPlayer } from './video-player.tsx';

/** `showAverage` is off where a header above already gives the player's average (the video profile page). */
type VideoProfileProps = { playerId: number; headingOrder?: 1 | 2; showAverage?: boolean };

function AverageLine({ playerId }: { playerId: number }) {
  const average = useAverageRating(playerId);
  // SPEC §8 "Other": a failed ratings fetch is not shown to the person.
  if (!average.data) return null;
  return (
    <Text data-testid="player-average">{ratingSummary(average.data.averageRating, average.data.ratingCount)}</Text>
  );
}

function SyncButton({ playerId }: { playerId: number }) {
  const sync = useSyncYoutube(announceSync);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconRefresh size={18} aria-hidden />}
        loading={sync.isPending}
        onClick={() => sync.mutate({ playerId })}
      >
        Sync videos
      </Button>
      {sync.isError ? (
        <Alert color="red" role="alert">
          {syncErrorMessage(sync.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function VideoItem({ video, viewerId, canRate }: { video: TVideo; viewerId: number; canRate: boolean }) {
  return (
    <Paper withBorder p="xs" component="li" aria-label={video.title} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <VideoPlayer youtubeVideoId={video.youtube_video_id} title={video.title} thumbnailUrl={video.thumbnail_url} />
        <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {video.title}
        </Text>
        <Text size="sm" data-testid="video-average">
          {ratingSummary(video.averageRating, video.ratingCount)}
        </Text>
        {canRate ? (
          <RateControl videoId={video.id} viewerId={viewerId} myRating={video.myRating} title={video.title} />
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The player video profile (SPEC §2, §4): an overlay while loading; without a channel and videos
 * the player is asked for the channel link by an overlay over this section (other viewers see an
 * empty state); otherwise the videos, each a thumbnail until played. Non-player viewers rate.
 */
export function VideoProfile({ playerId, headingOrder = 2, showAverage = true }: VideoProfileProps) {
  const member = useMember();
  const videos = usePlayerVideos(playerId);
  const headingId = useId();
  const isOwner = member.id === playerId;
  const canRate = member.role !== 'Player';
  const data = videos.data;
  const needsChannel = data ? data.youtube_channel_id === null && data.videos.length === 0 : false;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={headingOrder} size="h3" id={headingId}>
              Video Profile
            </Title>
            {showAverage ? <AverageLine playerId={playerId} /> : null}
          </Stack>
          {isOwner && data?.youtube_channel_id ? <SyncButton playerId={playerId} /> : null}
        </Group>

        <Box pos="relative" mih={needsChannel && isOwner ? 320 : 120}>
          <LoadingOverlay visible={videos.isPending} zIndex={5} loaderProps={{ 'aria-label': 'Loading videos' }} />
          {videos.isError ? (
            <Stack align="flex-start">
              <Alert color="red" role="alert">
                {MESSAGES.videoProfileLoadFailed}
              </Alert>
              <Button onClick={() => videos.refetch()}>Try again</Button>
            </Stack>
          ) : null}
          {data && needsChannel && isOwner ? (
            <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.85} blur={2} zIndex={4} center p="md">
              <Paper
                withBorder
                shadow="md"
                p="lg"
                maw={520}
                w="100%"
                role="region"
                aria-label="Connect your YouTube channel"
              >
                <Stack gap="sm">
                  <Text fw={600}>{MESSAGES.connectChannelPrompt}</Text>
                  <ChannelLinkForm playerId={playerId} />
                </Stack>
              </Paper>
            </Overlay>
          ) : null}
          {data && data.videos.length === 0 && !(needsChannel && isOwner) ? (
            <Text>
              {isOwner ? 'Your channel has no videos yet. Upload one, then press Sync videos.' : MESSAGES.noVideosYet}
            </Text>
          ) : null}
          {data && data.videos.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} aria-label="Videos">
              {data.videos.map((video) => (
                <VideoItem key={video.id} video={video} viewerId={member.id} canRate={canRate} />
              ))}
            </SimpleGrid>
          ) : null}
        </Box>

        {isOwner && data?.youtube_channel_id ? (
          <details>
            <summary>
              <Text span size="sm">
                Connect a different channel
              </Text>
            </summary>
            <Box mt="sm">
              <ChannelLinkForm playerId={playerId} submitLabel="Connect channel" />
            </Box>
          </details>
        ) : null}
      </Stack>
    </Card>
  );
}
