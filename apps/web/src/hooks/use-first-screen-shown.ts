import { startTransition, useEffect, useState } from 'react';

/**
 * How long to wait for the browser to report the first screen's largest paint. A browser reports
 * one only when the first screen holds a larger element than what was already shown, and some
 * (Safari) never report it.
 */
const LARGEST_PAINT_WAIT_MS = 250;

/** At most this long in all: a tab hidden meanwhile runs no animation frame at all. */
const FIRST_SCREEN_WAIT_MS = 1000;

const reportsLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');

/**
 * False until the first screen has been shown: the frame after the calling component's first
 * commit has been painted and, where the browser reports it, that frame's largest paint has been
 * presented. What waits for it (a page's lower sections, the bell's count, the live event stream)
 * then does not share a phone's slow network and busy processor with the first screen's scripts and
 * answers: painting and presenting are a frame or more apart on a phone (decision 050). The change
 * comes in React's background lane.
 */
export function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const committedAt = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const show = () => {
      observer?.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      startTransition(() => setShown(true));
    };
    // A page opened in a background tab paints nothing to wait for, and its bell must poll (docs/product.md#notifications).
    if (document.visibilityState === 'hidden') {
      show();
      return;
    }
    cap = setTimeout(show, FIRST_SCREEN_WAIT_MS);
    // A timeout set in an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!reportsLargestPaint()) return show();
        observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= committedAt)) show();
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        timer = setTimeout(show, LARGEST_PAINT_WAIT_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(cap);
      observer?.disconnect();
    };
  }, []);
  return shown;
}
