import { Paper, Stack, Text } from '@mantine/core';
import type { TVideo } from '@scouting/contract/schemas/videos';
import type { ComponentProps, ReactNode } from 'react';
import { VideoPlayer } from './video-player.tsx';

type VideoCardProps = {
  video: Pick<TVideo, 'title' | 'youtube_video_id' | 'thumbnail_url' | 'streamUrl'>;
  seekTo?: ComponentProps<typeof VideoPlayer>['seekTo'];
  gap: ComponentProps<typeof Stack>['gap'];
  /** Off in the profile's few latest videos, which sit in a card of their own without a frame each. */
  framed?: boolean;
  /** What the list adds under the title: ratings, chapters, the owner's controls. */
  children?: ReactNode;
};

/**
 * One video in a list (the profile's latest, the video profile, the agents' pool): its player and
 * title, then what that list says about it.
 */
export function VideoCard({ video, seekTo, gap, framed = true, children }: VideoCardProps) {
  const content = (
    <>
      <VideoPlayer
        youtubeVideoId={video.youtube_video_id}
        title={video.title}
        thumbnailUrl={video.thumbnail_url}
        streamUrl={video.streamUrl}
        seekTo={seekTo}
      />
      <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{video.title}</bdi>
      </Text>
      {children}
    </>
  );
  if (!framed) {
    return (
      <Stack gap={gap} component="li" style={{ listStyle: 'none' }}>
        {content}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="xs" component="li" aria-label={video.title} style={{ listStyle: 'none' }}>
      <Stack gap={gap}>{content}</Stack>
    </Paper>
  );
}
