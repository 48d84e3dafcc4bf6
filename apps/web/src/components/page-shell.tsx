import { Box, Container } from '@mantine/core';
import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/language-provider.tsx';
import { PageLoader } from './page-loader.tsx';
import classes from './page-shell.module.css';

/** The `data-focus-key` of what had focus in the frame a new one replaced, if anything. */
let focusedInReplacedFrame: string | undefined;

/**
 * The frame of every page: a skip link, a header (with the private-testing banner) above one <main>
 * landmark. The main takes focus from the skip link (tabIndex -1), so the next Tab starts inside it.
 * A footer (the member's bottom bar on phones) follows the main.
 *
 * A frame can replace another: the member layout replaces the loading shell that greets a member on
 * a dashboard's first load (decision 050). Focus on the skip link, the brand or the main then moves
 * to the same place in the new frame instead of being lost to the page's body.
 */
export function PageShell({
  header,
  children,
  footer,
}: {
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // React runs the replaced frame's cleanup (below) before this, in the same commit.
    const key = focusedInReplacedFrame;
    focusedInReplacedFrame = undefined;
    if (key && document.activeElement === document.body) {
      frame.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
    }
    return () => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && frame.current?.contains(focused)) {
        focusedInReplacedFrame = focused.dataset.focusKey;
        // Only a frame of the same commit takes over: one that mounts later must not steal focus.
        queueMicrotask(() => {
          focusedInReplacedFrame = undefined;
        });
      }
    };
  }, []);
  return (
    <Box ref={frame} className={classes.frame}>
      <a href="#main" className={classes.skipLink} data-focus-key="skip-link">
        {t('first.skipToContent')}
      </a>
      {/* A page group's catalog in another language is fetched the first time a page of it shows. */}
      <Suspense fallback={null}>{header}</Suspense>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        data-focus-key="main"
        className={classes.main}
        style={{ flex: 1 }}
        py="xl"
      >
        <Container size="lg" px="md">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Container>
      </Box>
      {footer ? <Suspense fallback={null}>{footer}</Suspense> : null}
    </Box>
  );
}
