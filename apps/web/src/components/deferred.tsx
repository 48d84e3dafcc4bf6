import { type ReactNode, useDeferredValue } from 'react';

/**
 * Mounts its children in React's background lane, after the page around them: their first render is
 * cut into short slices the browser can interleave with painting and input, instead of one long task
 * (issue 16: a dashboard mounted in one task of ~1 s at a phone's CPU speed). For the sections of a
 * page below its first screen; they fetch their data once mounted.
 */
export function Deferred({ children }: { children: ReactNode }) {
  // React 19: `false` on the first render, then `true` in a background render of its own.
  const mounted = useDeferredValue(true, false);
  return mounted ? children : null;
}
