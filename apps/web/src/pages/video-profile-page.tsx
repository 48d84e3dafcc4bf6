import { Alert, Stack } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useParams } from 'react-router';
import { PageTitle } from '../components/page-title.tsx';
import { VideoProfile } from '../features/videos/components/video-profile.tsx';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useSentence } from '../i18n/sentences.ts';
import { VideoProfileHeader } from './video-profile-header.tsx';

/** `/video-profile/{playerId}` (SPEC §2): whose videos these are, then the videos. */
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
        </>
      ) : (
        <Alert color="red" role="alert">
          {sentence(MESSAGES.playerIdMissing)}
        </Alert>
      )}
    </Stack>
  );
}
