import { AspectRatio, Box, Center, Stack, Text, UnstyledButton } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { VIDEO_PLAYER_HEIGHT } from '@scouting/contract/videos';
import { IconPlayerPlayFilled, IconVideo } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useVideosT } from '../../../i18n/areas/videos.ts';

type VideoPlayerProps = {
  youtubeVideoId: string | null;
  title: string;
  thumbnailUrl: string;
  /** An uploaded clip's stream (decision 034): played by the browser itself, no embed. */
  streamUrl?: string | null;
  /**
   * A chapter asked to play from this second (`request` tells two clicks on the same chapter apart):
   * a YouTube embed then loads, at that second; a clip seeks there and plays.
   */
  seekTo?: { seconds: number; request: number } | undefined;
};

/** What stands for a picture where there is none: a clip not playable yet, or a thumbnail that did not load. */
function DrawnThumbnail({ title }: { title: string }) {
  return (
    <Stack align="center" gap={4} c="gray.2">
      <IconVideo size={40} aria-hidden />
      <Text size="sm" c="gray.2" ta="center" px="sm" lineClamp={2}>
        <bdi>{title}</bdi>
      </Text>
    </Stack>
  );
}

/**
 * A thumbnail until the person clicks it; only then the embedded player (autoplay, height
 * 200), so a profile with fifty videos loads fifty images, not fifty iframes. When the thumbnail
 * cannot load (offline, blocked) a drawn placeholder keeps the card's shape.
 */
export function VideoPlayer({ youtubeVideoId, title, thumbnailUrl, streamUrl, seekTo }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const [broken, setBroken] = useState(false);
  const clip = useRef<HTMLVideoElement>(null);
  const t = useVideosT();

  useEffect(() => {
    if (!seekTo) return;
    const video = clip.current;
    if (video) {
      video.currentTime = seekTo.seconds;
      // A browser may refuse to play without a gesture it counts; the clip then waits at the second.
      video.play().catch(() => undefined);
    } else setPlaying(true);
  }, [seekTo]);

  if (streamUrl) {
    // Nothing is fetched but the poster until the person presses play (preload="none").
    return (
      // biome-ignore lint/a11y/useMediaCaption: players' own match clips come without captions
      <video
        ref={clip}
        controls
        preload="none"
        poster={thumbnailUrl || undefined}
        src={streamUrl}
        aria-label={title}
        height={VIDEO_PLAYER_HEIGHT}
        width="100%"
        data-uploaded-clip
        style={{ display: 'block', background: 'black', borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  }

  if (!youtubeVideoId) {
    // An uploaded clip not playable yet (its owner sees it while it is processing).
    return (
      <Center h={VIDEO_PLAYER_HEIGHT} bg="dark.6" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <DrawnThumbnail title={title} />
      </Center>
    );
  }

  if (playing) {
    const start = seekTo ? `&start=${Math.floor(seekTo.seconds)}` : '';
    return (
      <iframe
        // A new chapter loads the embed again, at its second.
        key={seekTo?.request ?? 0}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeVideoId)}?autoplay=1${start}`}
        title={title}
        height={VIDEO_PLAYER_HEIGHT}
        width="100%"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        style={{ border: 0, display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  }

  return (
    <UnstyledButton
      onClick={() => setPlaying(true)}
      aria-label={t('videos.play', { title: isolate(title) })}
      style={{ display: 'block', width: '100%', position: 'relative', borderRadius: 'var(--mantine-radius-md)' }}
      data-video-thumbnail
    >
      <Box h={VIDEO_PLAYER_HEIGHT} bg="dark.6" style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}>
        {broken ? (
          <Center h="100%" data-thumbnail-fallback>
            <DrawnThumbnail title={title} />
          </Center>
        ) : (
          <AspectRatio ratio={16 / 9} h="100%">
            <img
              src={thumbnailUrl}
              alt=""
              loading="lazy"
              onError={() => setBroken(true)}
              style={{ objectFit: 'cover', width: '100%', height: '100%' }}
            />
          </AspectRatio>
        )}
      </Box>
      <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
        <Center w={56} h={56} bg="rgba(0,0,0,0.65)" style={{ borderRadius: '50%' }}>
          <IconPlayerPlayFilled size={28} color="white" aria-hidden />
        </Center>
      </Center>
    </UnstyledButton>
  );
}
