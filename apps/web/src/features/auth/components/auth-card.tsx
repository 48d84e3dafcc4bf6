import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow panel the account forms sit in; full width on a 360 px phone. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460} mx="auto">
      {children}
    </Paper>
  );
}
