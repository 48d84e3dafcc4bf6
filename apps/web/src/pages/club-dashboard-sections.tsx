import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OwnClubNeedsSection } from '../features/club-needs/components/own-club-needs-section.tsx';
import { ownClubVerificationQueryOptions } from '../features/club-verification/api/club-verifications.ts';
import { ClubVerificationSection } from '../features/club-verification/components/club-verification-section.tsx';

/**
 * The club's own parts of its dashboard (docs/product.md#club-needs): its verification, then its
 * requirements, which a verified club posts and changes.
 */
export function ClubDashboardSections() {
  const own = useQuery(ownClubVerificationQueryOptions());
  return (
    <Stack gap="xl">
      <ClubVerificationSection />
      <OwnClubNeedsSection canPost={own.data?.status === 'verified'} />
    </Stack>
  );
}
