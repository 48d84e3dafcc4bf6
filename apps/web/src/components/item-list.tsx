import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type ItemListProps = {
  /** The list's accessible name ("Notifications, newest first"). */
  label: string;
  gap?: StackProps['gap'];
  /** An `<ol>` where the order means something (a log); a `<ul>` otherwise. */
  ordered?: boolean;
  children: ReactNode;
};

/** A named list of cards without bullets or indent: the items of a PagedList or a short list. */
export function ItemList({ label, gap = 'sm', ordered, children }: ItemListProps) {
  return (
    <Stack component={ordered ? 'ol' : 'ul'} gap={gap} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
