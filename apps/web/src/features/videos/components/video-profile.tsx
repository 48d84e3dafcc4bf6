import {
  ActionIcon,
  Alert,
  Badge,
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
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TVideo, TVideoMoment } from '@scouting/contract/schemas/videos';
import { VIDEO_CONTROL_MESSAGES } from '@scouting/contract/videos';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useMember } from '../../../hooks/use-member.ts';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAverageRating } from '../api/get-average-rating.ts';
import { usePlayerVideos } from '../api/get-player-videos.ts';
import { useSyncYoutube } from '../api/sync-youtube.ts';
import { useOrderPlayerVideos, useSetVideoHidden } from '../api/video-control.ts';
import { ChannelLinkForm } from './channel-link-form.tsx';
import { syncErrorMessage, useAnnounceSync } from './notices.ts';
import { RateControl } from './rate-control.tsx';
import { useRatingSummary } from './rating-summary.ts';
import { VideoCard } from './video-card.tsx';

/** Only the owner sees the upload form: its code and texts load then (bundle budgets, decision 021). */
const UploadClipForm = lazy(async () => ({ default: (await import('./upload-clip-form.tsx')).UploadClipForm }));
/** A video's chapters, loaded once a video has moments (most have none). */
const MomentChapters = lazy(async () => ({ default: (await import('./moment-chapters.tsx')).MomentChapters }));
/** The owner's moments editor, likewise only on their own profile. */
const MomentEditor = lazy(async () => ({ default: (await import('./moment-editor.tsx')).MomentEditor }));
const DeleteClipButton = lazy(async () => ({ default: (await import('./delete-clip-button.tsx')).DeleteClipButton }));

/** `showAverage` is off where a header above already gives the player's average (the video profile page). */
type VideoProfileProps = { playerId: number; headingOrder?: 1 | 2; showAverage?: boolean };

function AverageLine({ playerId }: { playerId: number }) {
  const average = useAverageRating(playerId);
  const ratingSummary = useRatingSummary();
  // A failed ratings fetch is not shown to the person.
  if (!average.data) return null;
  return (
    <Text data-testid="player-average">{ratingSummary(average.data.averageRating, average.data.ratingCount)}</Text>
  );
}

function SyncButton({ playerId }: { playerId: number }) {
  const sync = useSyncYoutube(useAnnounceSync());
  const t = useVideosT();
  const sentence = useSentence();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconRefresh size={18} aria-hidden />}
        loading={sync.isPending}
        onClick={() => sync.mutate({ playerId })}
      >
        {t('videos.sync')}
      </Button>
      {sync.isError ? (
        <Alert color="red" role="alert">
          {sentence(syncErrorMessage(sync.error))}
        </Alert>
      ) : null}
    </Stack>
  );
}

type VideoItemProps = {
  video: TVideo;
  viewerId: number;
  canRate: boolean;
  moments: TVideoMoment[];
  controls?: ReactNode;
};

function VideoItem({ video, viewerId, canRate, moments, controls }: VideoItemProps) {
  const [seekTo, setSeekTo] = useState<{ seconds: number; request: number }>();
  const t = useVideosT();
  const sentence = useSentence();
  const ratingSummary = useRatingSummary();
  return (
    <VideoCard video={video} seekTo={seekTo} gap="xs">
      {moments.length > 0 ? (
        <Suspense fallback={null}>
          <MomentChapters
            moments={moments}
            onJump={(seconds) => setSeekTo((before) => ({ seconds, request: (before?.request ?? 0) + 1 }))}
          />
        </Suspense>
      ) : null}
      {video.status !== 'Ready' ? (
        <Badge color={video.status === 'Failed' ? 'red' : 'blue'} variant="light">
          {t(`videos.status.${video.status}`)}
        </Badge>
      ) : null}
      {video.hidden ? (
        <Group gap="xs">
          <Badge color="gray" variant="light">
            {sentence(VIDEO_CONTROL_MESSAGES.hiddenBadge)}
          </Badge>
          <Text size="sm" c="dimmed">
            {sentence(VIDEO_CONTROL_MESSAGES.hiddenExplained)}
          </Text>
        </Group>
      ) : null}
      <Text size="sm" data-testid="video-average">
        {ratingSummary(video.averageRating, video.ratingCount)}
      </Text>
      {canRate ? (
        <RateControl videoId={video.id} viewerId={viewerId} myRating={video.myRating} title={video.title} />
      ) : null}
      {controls}
    </VideoCard>
  );
}

type HideMutation = ReturnType<typeof useSetVideoHidden>;
type OrderMutation = ReturnType<typeof useOrderPlayerVideos>;

function OwnerControlErrors({ hide, order }: { hide: HideMutation; order: OrderMutation }) {
  const sentence = useSentence();
  if (!hide.isError && !order.isError) return null;
  return (
    <Alert color="red" role="alert">
      {sentence(hide.isError ? VIDEO_CONTROL_MESSAGES.hideFailed : VIDEO_CONTROL_MESSAGES.orderFailed)}
    </Alert>
  );
}

/**
 * The owner's say over one video (decision 034): hide or show it, and move a shown one up or down
 * among the shown ones. Buttons, so the keyboard does all of it; each names its video.
 */
function OwnerControls({
  video,
  videos,
  playerId,
  hide,
  order,
}: {
  video: TVideo;
  videos: TVideo[];
  playerId: number;
  hide: HideMutation;
  order: OrderMutation;
}) {
  const t = useVideosT();
  const sentence = useSentence();
  const shownIds = videos.filter((v) => !v.hidden).map((v) => v.id);
  const index = shownIds.indexOf(video.id);
  const move = (by: -1 | 1) => {
    const videoIds = [...shownIds];
    const [moved] = videoIds.splice(index, 1);
    if (moved === undefined) return;
    videoIds.splice(index + by, 0, moved);
    hide.reset();
    order.mutate({ playerId, videoIds });
  };
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={video.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
        aria-label={t(video.hidden ? 'videos.control.show' : 'videos.control.hide', { title: isolate(video.title) })}
        onClick={() => {
          order.reset();
          hide.mutate({ videoId: video.id, hidden: !video.hidden });
        }}
      >
        {sentence(video.hidden ? VIDEO_CONTROL_MESSAGES.show : VIDEO_CONTROL_MESSAGES.hide)}
      </Button>
      {video.source === 'upload' ? (
        <Suspense fallback={null}>
          <DeleteClipButton videoId={video.id} title={video.title} />
        </Suspense>
      ) : null}
      {video.hidden ? null : (
        <>
          <ActionIcon
            variant="default"
            size="input-xs"
            aria-label={t('videos.control.moveUp', { title: isolate(video.title) })}
            disabled={index <= 0 || order.isPending}
            onClick={() => move(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="input-xs"
            aria-label={t('videos.control.moveDown', { title: isolate(video.title) })}
            disabled={index < 0 || index >= shownIds.length - 1 || order.isPending}
            onClick={() => move(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

/**
 * A player who began with an uploaded clip may still bring in their channel: uploads and a synced
 * channel live side by side (docs/product.md#videos-and-ratings), so the form waits behind a button.
 */
function LaterChannel({ playerId }: { playerId: number }) {
  const t = useVideosT();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('videos.channel.addLater')}
      </Button>
    );
  }
  return (
    <Paper withBorder p="md" role="region" aria-label={t('videos.channel.connectRegion')}>
      <ChannelLinkForm playerId={playerId} />
    </Paper>
  );
}

/**
 * The player video profile (docs/product.md#videos-and-ratings): an overlay while loading; without a channel and videos
 * the player is asked for the channel link by an overlay over this section (other viewers see an
 * empty state); otherwise the videos, each a thumbnail until played. Non-player viewers rate.
 */
export function VideoProfile({ playerId, headingOrder = 2, showAverage = true }: VideoProfileProps) {
  const member = useMember();
  const videos = usePlayerVideos(playerId);
  const headingId = useId();
  const isOwner = member.id === playerId;
  const canRate = member.role !== 'Player';
  const hide = useSetVideoHidden(playerId);
  const order = useOrderPlayerVideos(playerId);
  const data = videos.data;
  const needsChannel = data ? data.youtube_channel_id === null && data.videos.length === 0 : false;
  const t = useVideosT();
  const sentence = useSentence();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={headingOrder} size="h3" id={headingId}>
              {t('videos.profile.heading')}
            </Title>
            {showAverage ? <AverageLine playerId={playerId} /> : null}
          </Stack>
          {isOwner && data?.youtube_channel_id ? <SyncButton playerId={playerId} /> : null}
        </Group>

        <Box pos="relative" mih={needsChannel && isOwner ? 320 : 120}>
          <LoadingOverlay
            visible={videos.isPending}
            zIndex={5}
            loaderProps={{ role: 'status', 'aria-label': t('videos.loading') }}
          />
          {videos.isError ? (
            <Stack align="flex-start">
              <Alert color="red" role="alert">
                {sentence(MESSAGES.videoProfileLoadFailed)}
              </Alert>
              <Button onClick={() => videos.refetch()}>{t('videos.tryAgain')}</Button>
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
                aria-label={t('videos.channel.connectRegion')}
              >
                <Stack gap="sm">
                  <Text fw={600}>{sentence(MESSAGES.connectChannelPrompt)}</Text>
                  <ChannelLinkForm playerId={playerId} />
                </Stack>
              </Paper>
            </Overlay>
          ) : null}
          {data && data.videos.length === 0 && !(needsChannel && isOwner) ? (
            <Text>{isOwner ? t('videos.profile.ownerEmpty') : sentence(MESSAGES.noVideosYet)}</Text>
          ) : null}
          {data && data.videos.length > 0 ? (
            <Stack gap="sm">
              {isOwner && data.youtube_channel_id === null ? <LaterChannel playerId={playerId} /> : null}
              {isOwner ? <OwnerControlErrors hide={hide} order={order} /> : null}
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                component="ul"
                p={0}
                m={0}
                aria-label={t('videos.profile.list')}
              >
                {data.videos.map((video) => {
                  const moments = data.moments.filter((moment) => moment.videoId === video.id);
                  return (
                    <VideoItem
                      key={video.id}
                      video={video}
                      viewerId={member.id}
                      canRate={canRate}
                      moments={moments}
                      controls={
                        isOwner ? (
                          <>
                            <OwnerControls
                              video={video}
                              videos={data.videos}
                              playerId={playerId}
                              hide={hide}
                              order={order}
                            />
                            <Suspense fallback={null}>
                              <MomentEditor
                                playerId={playerId}
                                videoId={video.id}
                                title={video.title}
                                moments={moments}
                              />
                            </Suspense>
                          </>
                        ) : undefined
                      }
                    />
                  );
                })}
              </SimpleGrid>
            </Stack>
          ) : null}
        </Box>

        {isOwner ? (
          <Suspense fallback={null}>
            <UploadClipForm playerId={playerId} />
          </Suspense>
        ) : null}

        {isOwner && data?.youtube_channel_id ? (
          <details>
            <summary>
              <Text span size="sm">
                {t('videos.channel.connectDifferent')}
              </Text>
            </summary>
            <Box mt="sm">
              <ChannelLinkForm playerId={playerId} submitLabel={t('videos.channel.connect')} />
            </Box>
          </details>
        ) : null}
      </Stack>
    </Card>
  );
}
