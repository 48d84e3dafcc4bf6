import { AspectRatio, Box, Center, Stack, Text, UnstyledButton } from '@mantine/core';
import { VIDEO_PLAYER_HEIGHT } from '@scouting/contract';
import { IconPlayerPlayFilled, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';

type VideoPlayerProps = { youtubeVideoId: string; title: string; thumbnailUrl: string };

/**
 * A thumbnail until the person clicks it; only then the embedded player (SPEC §7: autoplay, height
 * 200), so a profile with fifty videos loads fifty images, not fifty iframes. When the thumbnail
 * cannot load (offline, blocked) a drawn placeholder keeps the card's shape.
 */
export function VideoPlayer({ youtubeVideoId, title, thumbnailUrl }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const [broken, setBroken] = useState(false);

  if (playing) {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeVideoId)}?autoplay=1`}
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
      aria-label={`Play video: ${title}`}
      style={{ display: 'block', width: '100%', position: 'relative', borderRadius: 'var(--mantine-radius-md)' }}
      data-video-thumbnail
    >
      <Box h={VIDEO_PLAYER_HEIGHT} bg="dark.6" style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}>
        {broken ? (
          <Center h="100%" data-thumbnail-fallback>
            <Stack align="center" gap={4} c="gray.2">
              <IconVideo size={40} aria-hidden />
              <Text size="sm" c="gray.2" ta="center" px="sm" lineClamp={2}>
                {title}
              </Text>
            </Stack>
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
