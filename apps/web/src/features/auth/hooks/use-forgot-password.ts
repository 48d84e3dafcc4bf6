import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { isApiError } from '../../../api/client.ts';
import { useAction } from '../../../api/first-screen-data.ts';
import { getSignInMethods } from '../api/get-sign-in-methods.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

/** A reset request that did not go out; `field` says whether the e-mail itself is the problem. */
export class ForgotPasswordError extends Error {
  readonly field: 'email' | undefined;

  constructor(message: string, field?: 'email') {
    super(message);
    this.field = field;
  }
}

/** Password reset (docs/product.md#accounts-and-registration): look the e-mail up first, then ask for the reset mail. */
export async function forgotPassword(email: string): Promise<void> {
  let methods: string[];
  try {
    ({ methods } = await getSignInMethods(email));
  } catch (error) {
    if (isApiError(error) && error.code === 'INVALID_EMAIL')
      throw new ForgotPasswordError(MESSAGES.invalidEmail, 'email');
    throw new ForgotPasswordError(MESSAGES.resetEmailError);
  }
  if (methods.length === 0) throw new ForgotPasswordError(MESSAGES.emailNotRegistered, 'email');
  try {
    await requestPasswordReset(email);
  } catch {
    throw new ForgotPasswordError(MESSAGES.resetEmailError);
  }
}

// On the login page, without TanStack Query (api/first-screen-data.ts).
export function useForgotPassword() {
  return useAction(forgotPassword);
}
