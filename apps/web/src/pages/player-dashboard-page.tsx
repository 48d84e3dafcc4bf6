import { Alert, Button, Stack } from '@mantine/core';
import { lazy } from 'react';
import { errorMessage } from '../api/client.ts';
import { usePlayerDetails } from '../api/player-details.ts';
import { DashboardHeading } from '../components/dashboard-heading.tsx';
import { Deferred } from '../components/deferred.tsx';
import { ParentConsentAlert } from '../features/dashboards/components/parent-consent-alert.tsx';
import { ParentEmailModal } from '../features/dashboards/components/parent-email-modal.tsx';
import { ProfilePhotoCard } from '../features/profiles/components/profile-photo-card.tsx';
import { useMember } from '../hooks/use-member.ts';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useSentence } from '../i18n/sentences.ts';

const PlayerDashboardSections = lazy(async () => ({
  default: (await import('./player-dashboard-sections.tsx')).PlayerDashboardSections,
}));

// Who the child's guardians are (docs/product.md#parents): below the first screen, loaded with it.
const MyGuardiansCard = lazy(async () => ({
  default: (await import('../shared/my-guardians-card.tsx')).MyGuardiansCard,
}));

/**
 * `/player-dashboard` (docs/product.md#dashboards): the welcome, the profile photo, the opportunities, the video
 * profile, Transfermarkt, the inbox, the 'My Football Journey' placeholder, the 'Favourites' card (the
 * opportunities the player saved, decision 019) and the
 * blocking under-18 overlay, then where the parent's consent stands (docs/product.md#parental-consent).
 */
export function PlayerDashboardPage() {
  const member = useMember();
  const t = useDashboardsT();
  const sentence = useSentence();
  const details = usePlayerDetails(member.id);
  const needsParentEmail = details.data ? details.data.isUnderage && !details.data.parentEmail : false;
  return (
    <Stack gap="xl">
      <DashboardHeading memberRole="Player" fullName={member.fullName} />
      {details.isError ? (
        <Stack align="flex-start">
          <Alert color="red">{sentence(errorMessage(details.error))}</Alert>
          <Button onClick={() => details.refetch()}>{t('dashboards.tryAgain')}</Button>
        </Stack>
      ) : null}
      {details.data?.isUnderage && details.data.parentEmail && details.data.parentConsent ? (
        <ParentConsentAlert
          playerId={member.id}
          parentEmail={details.data.parentEmail}
          consent={details.data.parentConsent}
        />
      ) : null}
      <ProfilePhotoCard ownerRole="Player" memberId={member.id} fullName={member.fullName} />
      <Deferred>
        <PlayerDashboardSections playerId={member.id} />
        {details.data?.isUnderage ? <MyGuardiansCard hideWhenNone /> : null}
      </Deferred>
      <ParentEmailModal playerId={member.id} opened={needsParentEmail} />
    </Stack>
  );
}
