import { SimpleGrid, Stack } from '@mantine/core';
import { Deferred } from '../components/deferred.tsx';
import { DashboardHeading } from '../features/dashboards/components/dashboard-heading.tsx';
import { PosterLinks } from '../features/dashboards/components/poster-links.tsx';
import { InboxPreview } from '../features/messaging/components/inbox-preview.tsx';
import { PostOpportunityForm } from '../features/opportunities/components/post-opportunity-form.tsx';
import { ProfilePhotoCard } from '../features/profiles/components/profile-photo-card.tsx';
import { SavedProfilesCard } from '../features/shortlists/components/saved-profiles-card.tsx';
import { VideoPool } from '../features/videos/components/video-pool.tsx';
import { useMember } from '../hooks/use-member.ts';

/**
 * `/agent-dashboard` (SPEC §2): the welcome, the profile photo and View Profile, the Posts,
 * Applications and Bookmarks buttons, the post form, the video pool, the inbox and the Saved
 * Profiles card (the latest shortlisted players, issue 18 §2).
 */
export function AgentDashboardPage() {
  const member = useMember();
  return (
    <Stack gap="xl">
      <DashboardHeading dashboard="Agent Dashboard" fullName={member.fullName} />
      <ProfilePhotoCard ownerRole="Agent" memberId={member.id} fullName={member.fullName} />
      <PosterLinks />
      <Deferred>
        <PostOpportunityForm />
        <VideoPool />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InboxPreview memberId={member.id} />
          <SavedProfilesCard />
        </SimpleGrid>
      </Deferred>
    </Stack>
  );
}
