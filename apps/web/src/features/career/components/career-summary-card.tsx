import { Button, Group, Stack, Text } from '@mantine/core';
import { careerSummary } from '@scouting/contract/career';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useCareer } from '../api/career.ts';

const CLUB_MARK = '\u0000';

/** "Now: {club}", the club's name isolated so a Latin name keeps its punctuation in Arabic. */
function CurrentClub({ club }: { club: string }) {
  const t = useCareerT();
  const [before, after] = t('career.summary.now', { club: CLUB_MARK }).split(CLUB_MARK);
  return (
    <Text fw={600}>
      {before}
      <bdi>{club}</bdi>
      {after}
    </Text>
  );
}

/**
 * The player dashboard's 'My Football Journey' (docs/product.md#dashboards), now that the record exists
 * (docs/product.md#career-and-seasons): clubs and seasons, the totals, how much of it is vouched for,
 * and the way to the record on the profile.
 */
export function CareerSummaryCard({ playerId, title }: { playerId: number; title: string }) {
  const t = useCareerT();
  const career = useCareer(playerId);
  if (!career.data) return null;
  const summary = careerSummary(career.data);
  return (
    <SectionCard title={title}>
      {summary.clubs === 0 ? (
        <Text size="sm">{t('career.summary.empty')}</Text>
      ) : (
        <Stack gap={4}>
          {summary.currentClub ? <CurrentClub club={summary.currentClub} /> : null}
          <Text size="sm">{t('career.summary.clubsAndSeasons', summary)}</Text>
          {summary.seasons > 0 ? <Text size="sm">{t('career.summary.totals', summary)}</Text> : null}
          {summary.seasons > 0 ? (
            <Text size="sm" c="dimmed">
              {t('career.summary.backed', summary)}
            </Text>
          ) : null}
        </Stack>
      )}
      <Group>
        <Button component={Link} to={`/player-profile/${playerId}`} variant="light">
          {t('career.summary.open')}
        </Button>
      </Group>
    </SectionCard>
  );
}
