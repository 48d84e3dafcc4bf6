import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TPoolVideo } from '@scouting/contract/schemas/videos';
import { flooredRating } from '@scouting/contract/videos';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useShortlistStates } from '../../../api/shortlists.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useNumberFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAvailabilitySummary } from '../../../shared/player-availability.tsx';
import { ShortlistButton } from '../../../shared/shortlist-button.tsx';
import { type PoolFilters, useVideoPool } from '../api/get-video-pool.ts';
import { RateControl } from './rate-control.tsx';
import { VideoCard } from './video-card.tsx';
import { activeFilterCount, VideoPoolFilters } from './video-pool-filters.tsx';

function PoolItem({ video, viewerId }: { video: TPoolVideo; viewerId: number }) {
  const t = useVideosT();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  const stars = useNumberFormat().format(flooredRating(video.averageRating));
  const { player } = video;
  const availability = useAvailabilitySummary()(player);
  return (
    <VideoCard video={video} gap={6}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Anchor component={Link} to={`/video-profile/${player.id}`} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{player.fullName}</bdi>
        </Anchor>
        {/* One click from a liked video to the whole player (decision 010). */}
        <Anchor
          component={Link}
          to={`/player-profile/${player.id}`}
          size="sm"
          aria-label={t('videos.pool.profileOf', { fullName: isolate(player.fullName) })}
        >
          {t('videos.pool.profile')}
        </Anchor>
      </Group>
      <Text size="sm">
        {[
          player.age === null ? null : t('videos.pool.age', { age: player.age }),
          player.primaryPosition && positionLabel(player.primaryPosition),
          player.country && countryName(player.country),
          t(`videos.playerStatus.${player.status}`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {availability ? <Text size="sm">{availability}</Text> : null}
      <Group gap={4} data-testid="pool-average">
        <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-7)" />
        <Text size="sm">
          {video.ratingCount === 0
            ? t('videos.pool.notRated')
            : t('videos.pool.stars', { stars, count: video.ratingCount })}
        </Text>
      </Group>
      <RateControl videoId={video.id} viewerId={viewerId} myRating={video.myRating} title={video.title} />
      <ShortlistButton playerId={player.id} playerName={player.fullName} fromList />
    </VideoCard>
  );
}

/** The agent dashboard's player video pool with filters (docs/product.md#videos-and-ratings): best rated first, in pages. */
export function VideoPool() {
  const member = useMember();
  const [filters, setFilters] = useState<PoolFilters>({});
  const pool = useVideoPool(filters);
  const t = useVideosT();
  const sentence = useSentence();
  // Every card's Shortlist button in one request (a player with several videos is asked once).
  useShortlistStates(pool.data?.pages.flatMap((page) => page.videos.map((video) => video.player.id)) ?? []);

  return (
    <SectionCard title={t('videos.pool.title')}>
      <VideoPoolFilters value={filters} onChange={setFilters} />
      <PagedList
        query={pool}
        items={(data) => data.pages.flatMap((page) => page.videos)}
        loadingLabel={t('videos.loading')}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={t('videos.loading')}>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={320} />
            ))}
          </SimpleGrid>
        }
        errorText={sentence(MESSAGES.videosLoadFailed)}
        empty={
          <Stack gap="xs" align="flex-start">
            <Text>{sentence(MESSAGES.noVideosMatch)}</Text>
            {/* The way back from a search that found nothing is one click (docs/conventions.md#look-and-feel). */}
            {activeFilterCount(filters) > 0 ? (
              <Button variant="light" onClick={() => setFilters({})}>
                {t('videos.clearFilters')}
              </Button>
            ) : null}
          </Stack>
        }
        loadMoreLabel={t('videos.pool.more')}
        loadMoreAlign="stretch"
      >
        {(videos) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            p={0}
            m={0}
            aria-label={t('videos.pool.label')}
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
