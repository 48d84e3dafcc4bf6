import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { flooredRating, MESSAGES, type TPoolVideo } from '@scouting/contract';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useShortlistStates } from '../../../api/shortlists.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ShortlistButton } from '../../../components/shortlist-button.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { type PoolFilters, useVideoPool } from '../api/get-video-pool.ts';
import { RateControl } from './rate-control.tsx';
import { VideoPlayer } from './video-player.tsx';
import { VideoPoolFilters } from './video-pool-filters.tsx';

function PoolItem({ video, viewerId }: { video: TPoolVideo; viewerId: number }) {
  const stars = flooredRating(video.averageRating);
  const { player } = video;
  return (
    <Paper withBorder p="xs" component="li" aria-label={video.title} style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <VideoPlayer youtubeVideoId={video.youtube_video_id} title={video.title} thumbnailUrl={video.thumbnail_url} />
        <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {video.title}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor component={Link} to={`/video-profile/${player.id}`} style={{ overflowWrap: 'anywhere' }}>
            {player.fullName}
          </Anchor>
          {/* One click from a liked video to the whole player (issue 13). */}
          <Anchor
            component={Link}
            to={`/player-profile/${player.id}`}
            size="sm"
            aria-label={`Profile of ${player.fullName}`}
          >
            Profile
          </Anchor>
        </Group>
        <Text size="sm">
          {[player.age === null ? null : `Age ${player.age}`, player.primaryPosition, player.country, player.status]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap={4} data-testid="pool-average">
          <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-7)" />
          <Text size="sm">
            {video.ratingCount === 0
              ? 'Not rated yet'
              : `${stars} of 5 (${video.ratingCount} ${video.ratingCount === 1 ? 'rating' : 'ratings'})`}
          </Text>
        </Group>
        <RateControl videoId={video.id} viewerId={viewerId} myRating={video.myRating} title={video.title} />
        <ShortlistButton playerId={player.id} playerName={player.fullName} fromList />
      </Stack>
    </Paper>
  );
}

/** The agent dashboard's player video pool with filters (SPEC §2, §7): best rated first, in pages. */
export function VideoPool() {
  const member = useMember();
  const [filters, setFilters] = useState<PoolFilters>({});
  const pool = useVideoPool(filters);
  // Every card's Shortlist button in one request (a player with several videos is asked once).
  useShortlistStates(pool.data?.pages.flatMap((page) => page.videos.map((video) => video.player.id)) ?? []);

  return (
    <SectionCard title="Player Video Profiles">
      <VideoPoolFilters value={filters} onChange={setFilters} />
      <PagedList
        query={pool}
        items={(data) => data.pages.flatMap((page) => page.videos)}
        loadingLabel="Loading videos"
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading videos">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={320} />
            ))}
          </SimpleGrid>
        }
        errorText={MESSAGES.videosLoadFailed}
        empty={<Text>{MESSAGES.noVideosMatch}</Text>}
        loadMoreLabel="Show more videos"
        loadMoreAlign="stretch"
      >
        {(videos) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            p={0}
            m={0}
            aria-label="Video pool"
            style={{ opacity: pool.isPlaceholderData ? 0.6 : 1 }}
          >
            {videos.map((video) => (
              <PoolItem key={video.id} video={video} viewerId={member.id} />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
    </SectionCard>
  );
}
