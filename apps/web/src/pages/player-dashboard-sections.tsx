import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconClipboardList, IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Deferred } from '../components/deferred.tsx';
import { HEADER_LINKS } from '../components/header-links.tsx';
import { PlaceholderCard } from '../features/dashboards/components/placeholder-card.tsx';
import { InboxPreview } from '../features/messaging/components/inbox-preview.tsx';
import { FavouritesCard } from '../features/opportunities/components/favourites-card.tsx';
import { PlayerOpportunities } from '../features/opportunities/components/player-opportunities.tsx';
import { TransfermarktCard } from '../features/transfermarkt/components/transfermarkt-card.tsx';
import { VideoProfile } from '../features/videos/components/video-profile.tsx';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useT } from '../i18n/language-provider.tsx';

/**
 * The player dashboard below its first screen (SPEC §2): the link to the player's applications
 * (issue 26), the opportunities, the video profile, Transfermarkt, the inbox, the 'My Football
 * Journey' placeholder and the 'Favourites' card (issue 18 §5). A module of its own, loaded once
 * the welcome has painted (`Deferred`).
 */
export function PlayerDashboardSections({ playerId }: { playerId: number }) {
  const t = useDashboardsT();
  // The header's own words for the same two pages (the first screen's catalog).
  const header = useT();
  return (
    <>
      {/* Issue 26: the answers to what the player applied for, beside where they apply. */}
      <Group>
        <Button
          component={Link}
          to={HEADER_LINKS.myApplications.path}
          variant="light"
          leftSection={<IconClipboardList size={18} aria-hidden />}
        >
          {header(HEADER_LINKS.myApplications.labelId)}
        </Button>
        {/* Issue 28: the agents' offers to sign and the agreements. */}
        <Button
          component={Link}
          to={HEADER_LINKS.representation.path}
          variant="light"
          leftSection={<IconSignature size={18} aria-hidden />}
        >
          {header(HEADER_LINKS.representation.labelId)}
        </Button>
      </Group>
      <PlayerOpportunities playerId={playerId} />
      <VideoProfile playerId={playerId} />
      {/* What follows the video profile in a commit of its own, once the part above is on screen:
          neither is a long task of the phone's (issue 30 §1). */}
      <Deferred>
        <TransfermarktCard playerId={playerId} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InboxPreview memberId={playerId} />
          <PlaceholderCard title={t('dashboards.myFootballJourney')} />
          <FavouritesCard />
        </SimpleGrid>
      </Deferred>
    </>
  );
}
