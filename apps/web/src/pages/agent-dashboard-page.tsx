import { Button, Stack } from '@mantine/core';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DashboardHeading } from '../components/dashboard-heading.tsx';
import { Deferred } from '../components/deferred.tsx';
import { PosterLinks } from '../features/dashboards/components/poster-links.tsx';
import { DashboardVerification } from '../features/profiles/components/dashboard-verification.tsx';
import { ProfilePhotoCard } from '../features/profiles/components/profile-photo-card.tsx';
import { PHONE_QUERY, useMediaQueryNow } from '../hooks/use-media-query-now.ts';
import { useMember } from '../hooks/use-member.ts';
import { useMemberT } from '../i18n/areas/member.ts';

const PosterDashboardSections = lazy(async () => ({
  default: (await import('./poster-dashboard-sections.tsx')).PosterDashboardSections,
}));

/**
 * `/agent-dashboard` (docs/product.md#dashboards): the welcome, where verification stands until it is done, the profile photo and View Profile, the Posts,
 * Applications and Bookmarks buttons, the post form, the video pool, the inbox and the Saved
 * Profiles card (the latest shortlisted players, decision 019). On a phone the inbox leads and the
 * long sections fold (PosterDashboardSections).
 */
export function AgentDashboardPage() {
  const member = useMember();
  const t = useMemberT();
  // On a phone the inbox comes before the photo, which waits at the foot of the page.
  const phone = useMediaQueryNow(PHONE_QUERY);
  const photo = <ProfilePhotoCard ownerRole="Agent" memberId={member.id} fullName={member.fullName} />;
  return (
    <Stack gap="xl">
      <DashboardHeading memberRole="Agent" fullName={member.fullName} />
      <DashboardVerification agentId={member.id} />
      {phone ? null : photo}
      <PosterLinks />
      {/* docs/product.md#club-needs: what verified clubs are looking for, beside the agent's matching players. */}
      <Button component={Link} to="/club-needs" variant="light" style={{ alignSelf: 'flex-start' }}>
        {t('member.page.clubNeeds')}
      </Button>
      {/* On a phone the photo comes with the sections it follows: shown before them, it jumped down the
          page when they arrived (Lighthouse's layout shift, docs/performance.md#lighthouse). */}
      <Deferred>
        <PosterDashboardSections memberId={member.id} savedProfiles />
        {phone ? photo : null}
      </Deferred>
    </Stack>
  );
}
