import { Box, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { meQuery, useSharedQuery } from '../api/first-screen-data.ts';
import { BrandLink } from './brand-link.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { PrivateTestingBanner } from './private-testing-banner.tsx';

// Only a signed-in visitor sees it (on /dashboard and the wizard): the login page does not load it.
const LogoutButton = lazy(async () => ({ default: (await import('./logout-button.tsx')).LogoutButton }));

export function AppHeader() {
  const me = useSharedQuery(meQuery);
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <PrivateTestingBanner />
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="sm">
        <BrandLink to="/" />
        <Group gap="xs" wrap="nowrap">
          <ColorSchemeToggle />
          {me ? (
            <Suspense fallback={null}>
              <LogoutButton />
            </Suspense>
          ) : null}
        </Group>
      </Group>
    </Box>
  );
}
