import { useMediaQuery } from '@mantine/hooks';

/** A phone's width, where forms fold their filters and the messages modal shows one pane at a time. */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * Whether a media query matches, from the first render on. Mantine's hook answers false until an
 * effect has run (for server rendering, which this app does not do): a phone first rendered the
 * wide layout, then unmounted it for its own, in the same breath. On the agent dashboard that was
 * the pool's six filters built twice, a long task of its own (decision 049).
 */
export function useMediaQueryNow(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
