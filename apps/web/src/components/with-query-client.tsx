import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client.ts';

/**
 * TanStack Query for what is below: every page but the login page, and the lazy parts of the first
 * screen that use it (the two-factor step, the Logout button). It is not in the entry, so the login
 * page does not download it (decision 021); each of these is lazy and brings it along. All share
 * the one client.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
