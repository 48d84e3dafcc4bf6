import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconClipboardList, IconMessageCircleStar, IconSignature } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Deferred } from '../components/deferred.tsx';
import { HEADER_LINKS } from '../components/header-links.tsx';
import { InboxPreview } from '../features/messaging/components/inbox-preview.tsx';
import { FavouritesCard } from '../features/opportunities/components/favourites-card.tsx';
import { PlayerOpportunities } from '../features/opportunities/components/player-opportunities.tsx';
import { TransfermarktCard } from '../features/transfermarkt/components/transfermarkt-card.tsx';
import { VideoProfile } from '../features/videos/components/video-profile.tsx';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useT } from '../i18n/language-provider.tsx';

// What the player's record still lacks, with its own texts and calls (docs/product.md#career-and-seasons).
const CompleteRecordCard = lazy(async () => ({
  default: (await import('../features/career/components/complete-record-card.tsx')).CompleteRecordCard,
}));

const CareerSummaryCard = lazy(async () => ({
  default: (await import('../features/career/components/career-summary-card.tsx')).CareerSummaryCard,
}));

/**
 * The player dashboard below its first screen (docs/product.md#dashboards): the link to the player's applications
 * (docs/product.md#applications), the opportunities, the video profile, Transfermarkt, the inbox, 'My Football
 * Journey' (the record's summary) and the 'Favourites' card (decision 019). A module of its own, loaded once
 * the welcome has painted (`Deferred`).
 */
export function PlayerDashboardSections({ playerId }: { playerId: number }) {
  const t = useDashboardsT();
  // The header's own words for the same two pages (the first screen's catalog).
  const header = useT();
  return (
    <>
      {/* docs/product.md#applications: the answers to what the player applied for, beside where they apply. */}
      <Group>
        <Button
          component={Link}
          to={HEADER_LINKS.myApplications.path}
          variant="light"
          leftSection={<IconClipboardList size={18} aria-hidden />}
        >
          {header(HEADER_LINKS.myApplications.labelId)}
        </Button>
        {/* docs/product.md#representation: the agents' offers to sign and the agreements. */}
        <Button
          component={Link}
          to={HEADER_LINKS.representation.path}
          variant="light"
          leftSection={<IconSignature size={18} aria-hidden />}
        >
          {header(HEADER_LINKS.representation.labelId)}
        </Button>
        {/* What scouts, agents and clubs wrote for the player after watching them (decision 053). */}
        <Button
          component={Link}
          to="/my-feedback"
          variant="light"
          leftSection={<IconMessageCircleStar size={18} aria-hidden />}
        >
          {t('dashboards.myFeedback')}
        </Button>
      </Group>
      <PlayerOpportunities playerId={playerId} />
      <VideoProfile playerId={playerId} />
      {/* What follows the video profile in a commit of its own, once the part above is on screen:
          neither is a long task of the phone's (decision 049). */}
      <Deferred>
        <Suspense fallback={null}>
          <CompleteRecordCard playerId={playerId} />
        </Suspense>
        <TransfermarktCard playerId={playerId} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InboxPreview memberId={playerId} />
          <Suspense fallback={null}>
            <CareerSummaryCard playerId={playerId} title={t('dashboards.myFootballJourney')} />
          </Suspense>
          <FavouritesCard />
        </SimpleGrid>
      </Deferred>
    </>
  );
}
