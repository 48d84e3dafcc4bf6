import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router';

/** Goes to `path` after `delayMs` once it is set; leaving the page first cancels it. */
export function useRedirectAfter(path: string | null, delayMs: number, navigate: NavigateFunction): void {
  useEffect(() => {
    if (!path) return;
    const timer = window.setTimeout(() => navigate(path), delayMs);
    return () => window.clearTimeout(timer);
  }, [path, delayMs, navigate]);
}
