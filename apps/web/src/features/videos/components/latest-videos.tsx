import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { useId } from 'react';
import { Link } from 'react-router';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { usePlayerVideos } from '../api/get-player-videos.ts';
import { useRatingSummary } from './rating-summary.ts';
import { VideoCard } from './video-card.tsx';

const LATEST_COUNT = 3;

/**
 * The newest few videos on the player's profile (decision 010), with 'See all' to the video profile
 * where they are rated. Shares the video profile's cached query, so going there costs nothing.
 */
export function LatestVideos({ playerId, playerName }: { playerId: number; playerName: string }) {
  const videos = usePlayerVideos(playerId);
  const headingId = useId();
  const t = useVideosT();
  const ratingSummary = useRatingSummary();
  // What others see: the owner's own list also carries the videos they hid (decision 034).
  const shown = videos.data?.videos.filter((video) => !video.hidden) ?? [];
  // A failed or empty list is not worth a section on someone else's profile; the video profile explains.
  if (shown.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t('videos.latest')}
          </Title>
          <Anchor
            component={Link}
            to={`/video-profile/${playerId}`}
            aria-label={t('videos.seeAllOf', { playerName: isolate(playerName) })}
          >
            {t('videos.seeAll')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="ul" p={0} m={0} aria-label={t('videos.latest')}>
          {shown.slice(0, LATEST_COUNT).map((video) => (
            <VideoCard key={video.id} video={video} gap={4} framed={false}>
              <Text size="sm">{ratingSummary(video.averageRating, video.ratingCount)}</Text>
            </VideoCard>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
