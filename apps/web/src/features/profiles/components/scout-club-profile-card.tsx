import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { clubProfileQueryOptions } from '../api/get-club-details.ts';
import { scoutProfileQueryOptions } from '../api/get-scout-details.ts';

type Role = 'Scout' | 'Club';

const PROFILE_PATH: Record<Role, string> = { Scout: '/scout-profile', Club: '/club-profile' };

/**
 * The scout or club dashboard's "Your profile" card (decision 020): what others read about them in
 * one line, and View Profile and Edit Profile (the profile page opened in edit mode).
 */
export function ScoutClubProfileCard({ memberRole: role, memberId }: { memberRole: Role; memberId: number }) {
  const countryName = useCountryName();
  // Both queries share their cache entries with the profile pages; only the member's own runs.
  const scout = useQuery({ ...scoutProfileQueryOptions(memberId), enabled: role === 'Scout' });
  const club = useQuery({ ...clubProfileQueryOptions(memberId), enabled: role === 'Club' });
  const summary =
    role === 'Scout'
      ? scout.data && `${scout.data.currentEmployer} · ${countryName(scout.data.countryOfOperation)}`
      : club.data && `${club.data.clubName} · ${club.data.currentLeague} · ${countryName(club.data.clubCountry)}`;
  const failed = role === 'Scout' ? scout.isError : club.isError;
  const path = `${PROFILE_PATH[role]}/${memberId}`;
  const t = useProfilesT();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-profile-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-profile-heading">
          {t('profiles.yourProfile')}
        </Title>
        {summary ? (
          <Text style={{ overflowWrap: 'anywhere' }}>{summary}</Text>
        ) : failed ? (
          <Text c="dimmed">{t('profiles.detailsLoadFailed')}</Text>
        ) : (
          <Skeleton height={20} width="60%" aria-label={t('profiles.loadingYourProfile')} />
        )}
        <Group gap="xs">
          <Button component={Link} to={path} size="sm" leftSection={<IconUser size={16} aria-hidden />}>
            {t('profiles.viewProfile')}
          </Button>
          <Button
            component={Link}
            to={`${path}?edit`}
            size="sm"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('profiles.editProfile')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
