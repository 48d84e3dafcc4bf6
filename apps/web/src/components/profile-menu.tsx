import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract';
import { IconCreditCard, IconLanguage, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../hooks/use-logout.ts';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

const comingSoon = () => notifications.show({ message: MESSAGES.comingSoon });

/** SPEC §2 profile menu: Settings opens its page, Payment Options and Language are announced, Logout works. */
export function ProfileMenu({ fullName, profileImageUrl }: { fullName: string; profileImageUrl: string | null }) {
  const { logout, isPending } = useLogout();
  const shown = initials(fullName);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        {/* The name contains the initials the button shows (WCAG 2.5.3 label in name). */}
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={[shown, 'Profile menu'].filter(Boolean).join(', ')}
          loading={isPending}
        >
          <Avatar src={profileImageUrl} size={28} radius="xl" color="pitch" variant="filled" aria-hidden>
            {shown}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconCreditCard size={16} aria-hidden />} onClick={comingSoon}>
          Payment Options
        </Menu.Item>
        <Menu.Item leftSection={<IconLanguage size={16} aria-hidden />} onClick={comingSoon}>
          Language
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
