import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every page: a header (with the private-testing banner) above one <main> landmark. */
export function PageShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {header}
      <Box component="main" id="main" style={{ flex: 1 }} py="xl">
        <Container size="lg" px="md">
          {children}
        </Container>
      </Box>
    </Box>
  );
}
