import { type ReactNode, Suspense } from 'react';
import { useFirstScreenShown } from '../hooks/use-first-screen-shown.ts';
import { PageLoader } from './page-loader.tsx';

/**
 * The sections of a page below its first screen. They mount once the first screen has been shown,
 * in React's background lane (their first render cut into short slices the browser interleaves with
 * painting and input), and a lazy section's code is only asked for then. A phone on slow data sees
 * the page's top (the welcome, the photo) after the few scripts it needs, not after every script of
 * the page, and the sections' module evaluation is a task of its own (decision 015: a dashboard's ~80
 * scripts delayed its heading to ~5 s and evaluated in one long task).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const shown = useFirstScreenShown();
  return shown ? <Suspense fallback={<PageLoader />}>{children}</Suspense> : null;
}
