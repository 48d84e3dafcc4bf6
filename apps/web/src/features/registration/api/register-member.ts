import { MESSAGES } from '@scouting/contract/messages';
import {
  type TRegisterRequest,
  type TRegisterResponse,
  ZRegisterResponse,
} from '@scouting/contract/schemas/registration';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** The server answered 200 without a usable user id (each case has its own message in the contract). */
export class RegistrationAnswerError extends Error {}

/** No user id, and an id that is not a positive whole number, fail with their own messages. */
export function readUserId(data: unknown): TRegisterResponse {
  const userId = typeof data === 'object' && data !== null ? (data as { userId?: unknown }).userId : undefined;
  if (userId === undefined || userId === null) throw new RegistrationAnswerError(MESSAGES.registrationNoUserId);
  const parsed = ZRegisterResponse.safeParse({ userId });
  if (!parsed.success) throw new RegistrationAnswerError(MESSAGES.registrationInvalidUserId);
  return parsed.data;
}

/** POST /api/register: the wizard's payload (docs/product.md#accounts-and-registration) creates the member and answers its id. */
export async function registerMember(input: TRegisterRequest): Promise<TRegisterResponse> {
  return readUserId(await apiRequest<unknown>('/api/register', { method: 'POST', body: input }));
}

export function useRegisterMember() {
  return useMutation({ mutationFn: registerMember });
}
