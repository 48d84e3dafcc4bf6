import { Button, Group, List, Text } from '@mantine/core';
import { careerGaps } from '@scouting/contract/career';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useCareer } from '../api/career.ts';

/**
 * The player dashboard's 'Complete your record' (docs/product.md#career-and-seasons): what the record
 * still lacks, and the way to the profile where it is filled in. Gone once nothing is missing.
 */
export function CompleteRecordCard({ playerId }: { playerId: number }) {
  const t = useCareerT();
  const career = useCareer(playerId);
  if (!career.data) return null;
  const gaps = careerGaps(career.data);
  if (gaps.length === 0) return null;
  return (
    <SectionCard title={t('career.complete.title')}>
      <List spacing="xs">
        {gaps.map((gap) => (
          <List.Item key={gap}>
            <Text size="sm">{t(`career.gap.${gap}`)}</Text>
          </List.Item>
        ))}
      </List>
      <Group>
        <Button component={Link} to={`/player-profile/${playerId}`} variant="light">
          {t('career.complete.open')}
        </Button>
      </Group>
    </SectionCard>
  );
}
