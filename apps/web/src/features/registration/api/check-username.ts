import { type TUsernameAvailability, ZUsernameAvailability } from '@scouting/contract/schemas/wizard';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { registrationKeys } from './query-keys.ts';

/** GET /api/register/username-available: wizard step 2 asks before moving on. */
export function checkUsername(username: string, signal?: AbortSignal): Promise<TUsernameAvailability> {
  const query = new URLSearchParams({ username });
  return apiRequest(`/api/register/username-available?${query}`, { schema: ZUsernameAvailability, signal });
}

// Always asked afresh: someone else may have taken the name a moment ago.
export function usernameAvailabilityQueryOptions(username: string) {
  return queryOptions({
    queryKey: registrationKeys.usernameAvailable(username),
    queryFn: ({ signal }) => checkUsername(username, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
