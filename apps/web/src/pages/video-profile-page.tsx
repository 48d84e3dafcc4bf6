import { Alert, Stack } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { playerDetailsQueryOptions } from '../api/player-details.ts';
import { PageTitle } from '../components/page-title.tsx';
import { VideoProfile } from '../features/videos/components/video-profile.tsx';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useSentence } from '../i18n/sentences.ts';
import { VideoProfileHeader } from './video-profile-header.tsx';

// The record comes with its own texts, after the videos' first paint (docs/product.md#career-and-seasons).
const PlayerCareer = lazy(async () => ({
  default: (await import('../features/career/components/player-career.tsx')).PlayerCareer,
}));

/** `/video-profile/{playerId}` (docs/product.md#every-members-pages): whose videos these are, then the videos. */
export function VideoProfilePage() {
  const t = useDashboardsT();
  const sentence = useSentence();
  const raw = useParams().playerId ?? '';
  const playerId = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return (
    <Stack gap="md">
      <PageTitle>{t('dashboards.videoProfile')}</PageTitle>
      {Number.isSafeInteger(playerId) && playerId > 0 ? (
        <>
          <VideoProfileHeader playerId={playerId} />
          <VideoProfile playerId={playerId} showAverage={false} />
          <CareerOfShownPlayer playerId={playerId} />
        </>
      ) : (
        <Alert color="red" role="alert">
          {sentence(MESSAGES.playerIdMissing)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The record follows the header: when the player's details may not be shown (an unknown id, a
 * hidden minor) the videos section alone says what went wrong, so the page carries one alert.
 */
function CareerOfShownPlayer({ playerId }: { playerId: number }) {
  const player = useQuery(playerDetailsQueryOptions(playerId));
  if (!player.data) return null;
  return (
    <Suspense fallback={null}>
      <PlayerCareer playerId={playerId} canEdit={false} canVerify={false} />
    </Suspense>
  );
}
