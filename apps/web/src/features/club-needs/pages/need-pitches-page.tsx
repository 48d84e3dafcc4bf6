import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { needPitchesQueryOptions } from '../api/pitches.ts';
import { PitchCard } from '../components/pitch-card.tsx';

/**
 * `/club-needs/{id}/pitches` (decision 061): the club reads the pitches on its requirement and answers
 * each; a verified agent reads its own pitches there, with their answers.
 */
export function NeedPitchesPage() {
  const t = useClubsT();
  const sentence = useSentence();
  const member = useMember();
  const needId = Number(useParams().id);
  const pitches = useInfiniteQuery(needPitchesQueryOptions(needId));
  const isClub = member.role === 'Club';
  return (
    <Stack gap="md" maw={900}>
      <PageTitle>{t('clubs.pitches.pageTitle', { id: needId })}</PageTitle>
      <Title order={1}>{t('clubs.pitches.pageTitle', { id: needId })}</Title>
      <Anchor component={Link} to={isClub ? '/club-dashboard' : '/club-needs'} size="sm">
        {t(isClub ? 'clubs.pitches.backToDashboard' : 'clubs.pitches.backToNeeds')}
      </Anchor>
      <PagedList
        query={pitches}
        items={(data) => data.pages.flatMap((page) => page.pitches)}
        loadingLabel={t('clubs.pitches.loading')}
        skeletonRows={2}
        skeletonHeight={160}
        errorText={sentence(PITCH_MESSAGES.listLoadFailed)}
        empty={<Text>{sentence(isClub ? PITCH_MESSAGES.noPitchesClub : PITCH_MESSAGES.noPitchesAgent)}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t('clubs.pitches.list')}>
            {all.map((pitch) => (
              <PitchCard key={pitch.id} pitch={pitch} canAnswer={isClub && pitch.need.clubId === member.id} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
