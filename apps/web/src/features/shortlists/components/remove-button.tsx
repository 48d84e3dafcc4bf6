import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** The red "Delete" of a list and "Remove" of a player: small and quiet beside the other actions, busy while it runs. */
export function RemoveButton({
  loading,
  label,
  onClick,
  children,
}: {
  loading: boolean;
  /** Names what goes, for screen readers (the visible word is the same on every card). */
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="compact-sm" variant="subtle" color="red.8" loading={loading} aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
