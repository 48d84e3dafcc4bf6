import { Alert, Stack } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
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
          <Suspense fallback={null}>
            <PlayerCareer playerId={playerId} canEdit={false} canVerify={false} />
          </Suspense>
        </>
      ) : (
        <Alert color="red" role="alert">
          {sentence(MESSAGES.playerIdMissing)}
        </Alert>
      )}
    </Stack>
  );
}

