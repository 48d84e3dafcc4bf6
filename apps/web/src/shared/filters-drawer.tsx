import { Box, Button, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The drawer's title ('Filters') and its close button's name ('Close filters'), in the page's language. */
  title: string;
  closeLabel: string;
  /** What the apply button says: how many results the chosen filters would show, once counted. */
  applyLabel: string;
  onApply: () => void;
  children: ReactNode;
};

/**
 * A list's filters on a phone (player search, the players' market): a bottom drawer whose apply
 * button stays in reach at its foot and says how many results the filters would show before they
 * apply. The page counts, in its own words; the drawer only shows it, so every list's phone
 * filters look and behave alike.
 */
export function FiltersDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  applyLabel,
  onApply,
  children,
}: FiltersDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="90%"
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="md">
        {children}
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          style={{
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Button fullWidth onClick={onApply} aria-live="polite">
            {applyLabel}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
