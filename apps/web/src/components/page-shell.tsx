import { Box, Container } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useT } from '../i18n/language-provider.tsx';
import { PageLoader } from './page-loader.tsx';
import classes from './page-shell.module.css';

/**
 * The frame of every page: a skip link, a header (with the private-testing banner) above one <main>
 * landmark. The main takes focus from the skip link (tabIndex -1), so the next Tab starts inside it.
 */
export function PageShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className={classes.skipLink}>
        {t('first.skipToContent')}
      </a>
      {/* A page group's catalog in another language is fetched the first time a page of it shows. */}
      <Suspense fallback={null}>{header}</Suspense>
      <Box component="main" id="main" tabIndex={-1} className={classes.main} style={{ flex: 1 }} py="xl">
        <Container size="lg" px="md">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Container>
      </Box>
    </Box>
  );
}
