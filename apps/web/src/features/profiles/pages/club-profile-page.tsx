import { Group, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { VerifiedBadge } from '../../../shared/verified-badge.tsx';
import { clubProfileQueryOptions } from '../api/get-club-details.ts';
import { ClubFacts } from '../components/club-facts.tsx';
import { ProfilePageShell, useProfileId } from '../components/profile-page-shell.tsx';

/** Only the owner edits: the form loads when edit mode opens (npm run size). */
const ClubEditForm = lazy(async () => ({ default: (await import('../components/role-edit-forms.tsx')).ClubEditForm }));

/** `/club-profile/{userId}` (decision 020): the club's details in view mode, the owner's edit mode. */
export function ClubProfilePage() {
  const clubId = useProfileId();
  const club = useQuery(clubProfileQueryOptions(clubId));
  const t = useProfilesT();
  return (
    <ProfilePageShell
      ownerRole="Club"
      id={clubId}
      query={club}
      messages={{
        invalidId: MESSAGES.userIdNotFoundInUrl,
        notFound: MESSAGES.clubNotFoundStatus,
        failed: MESSAGES.errorFetchingClubData,
      }}
      heading={({ details }) => (
        <>
          <Group gap="sm" wrap="wrap">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{details.clubName}</bdi>
            </Title>
            {details.verified ? <VerifiedBadge /> : null}
          </Group>
          <Text c="dimmed">
            {t('profiles.heading.club', {
              username: isolate(details.username),
              typeOfClub: t(`profiles.clubType.${details.typeOfClub}`),
              currentLeague: isolate(details.currentLeague),
            })}
          </Text>
        </>
      )}
      facts={(details) => <ClubFacts club={details} />}
      editForm={(details, onDone) => <ClubEditForm details={details} onDone={onDone} />}
    />
  );
}
