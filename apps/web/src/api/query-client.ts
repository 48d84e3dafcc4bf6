import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './client.ts';
import { configQuery, connectQueryClient, meQuery, type SharedQuery } from './first-screen-data.ts';

/**
 * The app's one query client. It loads with the first page or component that uses TanStack Query
 * (every page but the login page, decision 021), through `components/with-query-client.tsx`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// The header reads these two through first-screen-data.ts, without an observer: the cache knows how
// to fetch them whoever put them there, and never drops them for want of an observer.
for (const { queryKey, queryFn, staleTime } of [meQuery, configQuery] as SharedQuery<unknown>[]) {
  queryClient.setQueryDefaults(queryKey, { queryFn, staleTime, gcTime: Number.POSITIVE_INFINITY });
}

connectQueryClient(queryClient);
