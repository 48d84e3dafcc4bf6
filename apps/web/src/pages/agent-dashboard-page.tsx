import { Stack } from '@mantine/core';
import { lazy } from 'react';
import { DashboardHeading } from '../components/dashboard-heading.tsx';
import { Deferred } from '../components/deferred.tsx';
import { PosterLinks } from '../features/dashboards/components/poster-links.tsx';
import { ProfilePhotoCard } from '../features/profiles/components/profile-photo-card.tsx';
import { useMember } from '../hooks/use-member.ts';

const PosterDashboardSections = lazy(async () => ({
  default: (await import('./poster-dashboard-sections.tsx')).PosterDashboardSections,
}));

/**
 * `/agent-dashboard` (SPEC §2): the welcome, the profile photo and View Profile, the Posts,
 * Applications and Bookmarks buttons, the post form, the video pool, the inbox and the Saved
 * Profiles card (the latest shortlisted players, issue 18 §2).
 */
export function AgentDashboardPage() {
  const member = useMember();
  return (
    <Stack gap="xl">
      <DashboardHeading memberRole="Agent" fullName={member.fullName} />
      <ProfilePhotoCard ownerRole="Agent" memberId={member.id} fullName={member.fullName} />
      <PosterLinks />
      <Deferred>
        <PosterDashboardSections memberId={member.id} savedProfiles />
      </Deferred>
    </Stack>
  );
}
