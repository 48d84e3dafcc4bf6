import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DashboardHeading } from '../components/dashboard-heading.tsx';
import { Deferred } from '../components/deferred.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { PosterLinks } from '../features/dashboards/components/poster-links.tsx';
import { ScoutClubProfileCard } from '../features/profiles/components/scout-club-profile-card.tsx';
import { useMember } from '../hooks/use-member.ts';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { PlayerSearchBox } from '../shared/player-search-box.tsx';

const ClubDashboardSections = lazy(async () => ({
  default: (await import('./club-dashboard-sections.tsx')).ClubDashboardSections,
}));

const PosterDashboardSections = lazy(async () => ({
  default: (await import('./poster-dashboard-sections.tsx')).PosterDashboardSections,
}));

type Role = 'Scout' | 'Club';

/**
 * The working dashboard of scouts and clubs (decision 020): the welcome stays on top, then
 * search, their shortlists, their profile, their posts with the applications to them and the
 * bookmarked ones, posting opportunities and the video pool with its filters and ratings, the
 * same parts the agent dashboard uses.
 */
function ScoutClubDashboard({ memberRole }: { memberRole: Role }) {
  const member = useMember();
  const t = useDashboardsT();
  return (
    <Stack gap="xl">
      <DashboardHeading memberRole={memberRole} fullName={member.fullName} />
      <SectionCard title={t('dashboards.findPlayers')}>
        <PlayerSearchBox />
      </SectionCard>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ScoutClubProfileCard memberRole={memberRole} memberId={member.id} />
        <Card withBorder padding="lg" component="section" aria-labelledby="shortlists-heading">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4" id="shortlists-heading">
              {t('dashboards.shortlists.title')}
            </Title>
            <Text size="sm">{t('dashboards.shortlists.intro')}</Text>
            <Button component={Link} to="/shortlists" size="sm" leftSection={<IconListCheck size={16} aria-hidden />}>
              {t('dashboards.shortlists.open')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      {memberRole === 'Club' ? (
        <Deferred>
          <ClubDashboardSections />
        </Deferred>
      ) : null}
      <PosterLinks />
      <Deferred>
        <PosterDashboardSections memberId={member.id} />
      </Deferred>
    </Stack>
  );
}

/** `/scout-dashboard` (docs/product.md#dashboards, decision 020). */
export function ScoutDashboardPage() {
  return <ScoutClubDashboard memberRole="Scout" />;
}

/** `/club-dashboard` (docs/product.md#dashboards, decision 020). */
export function ClubDashboardPage() {
  return <ScoutClubDashboard memberRole="Club" />;
}
