import { Box, Group } from '@mantine/core';
import { useMe } from '../api/me.ts';
import { BrandLink } from './brand-link.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LogoutButton } from './logout-button.tsx';
import { PrivateTestingBanner } from './private-testing-banner.tsx';

export function AppHeader() {
  const me = useMe();
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <PrivateTestingBanner />
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="sm">
        <BrandLink to="/" />
        <Group gap="xs" wrap="nowrap">
          <ColorSchemeToggle />
          {me.data ? <LogoutButton /> : null}
        </Group>
      </Group>
    </Box>
  );
}
