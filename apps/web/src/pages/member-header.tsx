import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { DASHBOARD_PATH, keepsShortlists } from '@scouting/contract';
import { IconBookmarks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { needsTwoFactorSetup, useMe } from '../api/me.ts';
import { BrandLink } from '../components/brand-link.tsx';
import { ColorSchemeToggle } from '../components/color-scheme-toggle.tsx';
import { HeaderLinks } from '../components/header-links.tsx';
import { PrivateTestingBanner } from '../components/private-testing-banner.tsx';
import { ProfileMenu } from '../components/profile-menu.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { MemberLiveUpdates } from './member-live-updates.tsx';

/** SPEC §2 dashboard header: logo, the shortlists (issue 18 §2), the notification bell and the profile menu. */
export function MemberHeader() {
  const me = useMe().data;
  const member = me?.member;
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <PrivateTestingBanner />
      <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="sm">
        <BrandLink to={member ? DASHBOARD_PATH[member.role] : '/'} compact />
        <Group gap="xs" wrap="nowrap">
          {keepsShortlists(member?.role) ? (
            <Tooltip label="Shortlists">
              <ActionIcon component={Link} to="/shortlists" variant="default" size="lg" aria-label="Shortlists">
                <IconBookmarks size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <ColorSchemeToggle />
          {member ? (
            <>
              {/* Until an admin's two-factor is on, the server answers nothing else (issue 15 §5). */}
              {me && needsTwoFactorSetup(me) ? null : (
                <>
                  <HeaderLinks role={member.role} />
                  <NotificationBell member={member} />
                  <MemberLiveUpdates memberId={member.id} />
                </>
              )}
              <ProfileMenu fullName={member.fullName} profileImageUrl={member.profileImageUrl} />
            </>
          ) : null}
        </Group>
      </Group>
    </Box>
  );
}
