import { SimpleGrid } from '@mantine/core';
import { InboxPreview } from '../features/messaging/components/inbox-preview.tsx';
import { PostOpportunityForm } from '../features/opportunities/components/post-opportunity-form.tsx';
import { SavedProfilesCard } from '../features/shortlists/components/saved-profiles-card.tsx';
import { VideoPool } from '../features/videos/components/video-pool.tsx';

/**
 * The agent, scout and club dashboards below their first screen: the post form and the video pool
 * (SPEC §2, issue 18 §4); an agent's also has their inbox and the Saved Profiles card (issue 18 §2).
 * A module of its own, loaded once the welcome has painted (`Deferred`).
 */
export function PosterDashboardSections({ agentId }: { agentId?: number }) {
  return (
    <>
      <PostOpportunityForm />
      <VideoPool />
      {agentId === undefined ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InboxPreview memberId={agentId} />
          <SavedProfilesCard />
        </SimpleGrid>
      )}
    </>
  );
}
