import type { TSignInMethodsResponse } from '@scouting/contract/schemas/account';
import { apiRequest } from '../../../api/client.ts';

/** Reset step 1: an empty list means the e-mail is not registered. */
export function getSignInMethods(email: string): Promise<TSignInMethodsResponse> {
  return apiRequest<TSignInMethodsResponse>('/api/identity/sign-in-methods', { method: 'POST', body: { email } });
}
