import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { PrivateTestingBanner } from './private-testing-banner.tsx';

/**
 * The header of every page: the private-testing banner (docs/product.md#accounts-and-registration), the brand on the left, the colour
 * scheme toggle and the page's own controls on the right.
 */
export function HeaderFrame({ brand, children }: { brand: ReactNode; children?: ReactNode }) {
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <PrivateTestingBanner />
      <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="sm">
        {brand}
        <Group gap="xs" wrap="nowrap">
          <ColorSchemeToggle />
          {children}
        </Group>
      </Group>
    </Box>
  );
}
