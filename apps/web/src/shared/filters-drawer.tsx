import { Box, Button, Drawer, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A list's count for filters being chosen: exact, or a floor with more beyond it. */
export type FilterCount = { count: number; more: boolean };

type FiltersDrawerProps<Values> = {
  opened: boolean;
  onClose: () => void;
  /** The drawer's title ('Filters') and its close button's name ('Close filters'), in the page's language. */
  title: string;
  closeLabel: string;
  /** The filters chosen so far, counted once the typing settles, and only while the drawer is open. */
  values: Values;
  useCount: (values: Values, enabled: boolean) => { data?: FilterCount };
  /** What the apply button says: how many results the filters would show, or nothing yet. */
  countLabel: (count: FilterCount | undefined) => string;
  onApply: () => void;
  children: ReactNode;
};

/**
 * A list's filters on a phone (player search, the players' market): a bottom drawer whose apply
 * button stays in reach at its foot and says how many results the filters would show before they
 * apply. The page says how it counts and in which words; so every list's phone
 * filters look and behave alike.
 */
export function FiltersDrawer<Values>({
  opened,
  onClose,
  title,
  closeLabel,
  values,
  useCount,
  countLabel,
  onApply,
  children,
}: FiltersDrawerProps<Values>) {
  const [settled] = useDebouncedValue(values, 300);
  const count = useCount(settled, opened);
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
            {countLabel(count.data)}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
