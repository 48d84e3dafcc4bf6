import { Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { scoutProfileQueryOptions } from '../api/get-scout-details.ts';
import { ProfilePageShell, useProfileId } from '../components/profile-page-shell.tsx';
import { ScoutFacts } from '../components/scout-facts.tsx';

/** Only the owner edits: the form loads when edit mode opens (npm run size). */
const ScoutEditForm = lazy(async () => ({
  default: (await import('../components/role-edit-forms.tsx')).ScoutEditForm,
}));

/** `/scout-profile/{userId}` (decision 020): the scout's details in view mode, the owner's edit mode. */
export function ScoutProfilePage() {
  const scoutId = useProfileId();
  const scout = useQuery(scoutProfileQueryOptions(scoutId));
  const t = useProfilesT();
  return (
    <ProfilePageShell
      ownerRole="Scout"
      id={scoutId}
      query={scout}
      messages={{
        invalidId: MESSAGES.userIdNotFoundInUrl,
        notFound: MESSAGES.scoutNotFoundStatus,
        failed: MESSAGES.errorFetchingScoutData,
      }}
      heading={({ details }) => (
        <>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{details.fullName}</bdi>
          </Title>
          <Text c="dimmed">
            {t('profiles.heading.scout', {
              username: isolate(details.username),
              currentEmployer: isolate(details.currentEmployer),
            })}
          </Text>
        </>
      )}
      facts={(details) => <ScoutFacts scout={details} />}
      editForm={(details, onDone) => <ScoutEditForm details={details} onDone={onDone} />}
    />
  );
}
