import { SimpleGrid } from '@mantine/core';
import { Deferred } from '../components/deferred.tsx';
import { FoldingSection } from '../components/folding-section.tsx';
import { InboxPreview } from '../features/messaging/components/inbox-preview.tsx';
import { PostOpportunityForm } from '../features/opportunities/components/post-opportunity-form.tsx';
import { SavedProfilesCard } from '../features/shortlists/components/saved-profiles-card.tsx';
import { VideoPool } from '../features/videos/components/video-pool.tsx';
import { PHONE_QUERY, useMediaQueryNow } from '../hooks/use-media-query-now.ts';
import { useOpportunitiesT } from '../i18n/areas/opportunities.ts';
import { useVideosT } from '../i18n/areas/videos.ts';

type PosterDashboardSectionsProps = {
  memberId: number;
  /** The agent dashboard's Saved Profiles card (docs/product.md#dashboards); scouts and clubs have their Shortlists card above. */
  savedProfiles?: boolean;
};

/**
 * The agent, scout and club dashboards below their first screen: the post form, the video pool
 * (docs/product.md#dashboards, decision 020) and the inbox, where scouts and clubs read the conversations they start
 * with applicants too (docs/product.md#applications); an agent's also has the Saved Profiles card (decision 019).
 * A module of its own, loaded once the welcome has painted (`Deferred`). On a phone the inbox comes
 * first and the form and the pool fold: unfolded, the agent's dashboard was 7,700 px tall.
 */
export function PosterDashboardSections({ memberId, savedProfiles = false }: PosterDashboardSectionsProps) {
  const phone = useMediaQueryNow(PHONE_QUERY);
  const opportunities = useOpportunitiesT();
  const videos = useVideosT();
  const inbox = savedProfiles ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <InboxPreview memberId={memberId} />
      <SavedProfilesCard />
    </SimpleGrid>
  ) : (
    <InboxPreview memberId={memberId} />
  );
  if (phone) {
    return (
      <>
        {inbox}
        <FoldingSection label={opportunities('opportunities.post.title')}>
          <PostOpportunityForm />
        </FoldingSection>
        <FoldingSection label={videos('videos.pool.title')}>
          <VideoPool />
        </FoldingSection>
      </>
    );
  }
  return (
    <>
      <PostOpportunityForm />
      {/* The form shows first; the pool and the inbox in a commit of their own once it is on screen,
          so neither is a long task of the phone's (decision 049). */}
      <Deferred>
        <VideoPool />
        {inbox}
      </Deferred>
    </>
  );
}
