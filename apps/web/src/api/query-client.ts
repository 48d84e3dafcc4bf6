import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client.ts';
import { connectQueryClient } from './first-screen-data.ts';
import { sharedKeys } from './query-keys.ts';

// A 4xx answer will not change by asking again; a dropped connection or a 5xx might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * The app's one query client. It loads with the first page or component that uses TanStack Query
 * (every page but the login page, issue 16 §4), through `components/with-query-client.tsx`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// The header reads these two through first-screen-data.ts, without an observer: never drop them
// from the cache for want of one.
for (const queryKey of [sharedKeys.me, sharedKeys.config]) {
  queryClient.setQueryDefaults(queryKey, { gcTime: Number.POSITIVE_INFINITY });
}

connectQueryClient(queryClient);
