import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TImageOwnerRole } from '@scouting/contract/profile-images';
import { IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agentProfileQueryOptions } from '../../../api/agent-details.ts';
import { playerDetailsQueryOptions } from '../../../api/player-details.ts';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { ImageUploadButtons } from './profile-images.tsx';

const PROFILE_PATH: Record<TImageOwnerRole, string> = { Agent: '/agent-profile', Player: '/player-profile' };

/** The dashboard's "Your profile" card (docs/product.md#every-members-pages): the photo, its upload, and View Profile. */
export function ProfilePhotoCard({
  ownerRole,
  memberId,
  fullName,
}: {
  ownerRole: TImageOwnerRole;
  memberId: number;
  fullName: string;
}) {
  // Both queries share their cache entries with the profile pages; only the member's own runs.
  const agent = useQuery({ ...agentProfileQueryOptions(memberId), enabled: ownerRole === 'Agent' });
  const player = useQuery({ ...playerDetailsQueryOptions(memberId), enabled: ownerRole === 'Player' });
  const profileImageUrl = (ownerRole === 'Agent' ? agent.data : player.data)?.profileImageUrl ?? null;
  const t = useProfilesT();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-profile-heading">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Avatar src={profileImageUrl} alt={t('profiles.yourPhotoAlt')} name={fullName} color="initials" size={72} />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="your-profile-heading">
            {t('profiles.yourProfile')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`profiles.photoHint.${ownerRole}`)}
          </Text>
          <Group gap="xs">
            <Button
              component={Link}
              to={`${PROFILE_PATH[ownerRole]}/${memberId}`}
              size="sm"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('profiles.viewProfile')}
            </Button>
          </Group>
          <ImageUploadButtons ownerRole={ownerRole} userId={memberId} slots={['profile']} />
        </Stack>
      </Group>
    </Card>
  );
}
