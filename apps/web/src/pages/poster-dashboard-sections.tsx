import { SimpleGrid } from '@mantine/core';
import { Deferred } from '../components/deferred.tsx';
import { InboxPreview } from '../features/messaging/components/inbox-preview.tsx';
import { PostOpportunityForm } from '../features/opportunities/components/post-opportunity-form.tsx';
import { SavedProfilesCard } from '../features/shortlists/components/saved-profiles-card.tsx';
import { VideoPool } from '../features/videos/components/video-pool.tsx';

type PosterDashboardSectionsProps = {
  memberId: number;
  /** The agent dashboard's Saved Profiles card (docs/product.md#dashboards); scouts and clubs have their Shortlists card above. */
  savedProfiles?: boolean;
};

/**
 * The agent, scout and club dashboards below their first screen: the post form, the video pool
 * (docs/product.md#dashboards, decision 020) and the inbox, where scouts and clubs read the conversations they start
 * with applicants too (docs/product.md#applications); an agent's also has the Saved Profiles card (decision 019).
 * A module of its own, loaded once the welcome has painted (`Deferred`).
 */
export function PosterDashboardSections({ memberId, savedProfiles = false }: PosterDashboardSectionsProps) {
  return (
    <>
      <PostOpportunityForm />
      {/* The form shows first; the pool and the inbox in a commit of their own once it is on screen,
          so neither is a long task of the phone's (decision 049). */}
      <Deferred>
        <VideoPool />
        {savedProfiles ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <InboxPreview memberId={memberId} />
            <SavedProfilesCard />
          </SimpleGrid>
        ) : (
          <InboxPreview memberId={memberId} />
        )}
      </Deferred>
    </>
  );
}
