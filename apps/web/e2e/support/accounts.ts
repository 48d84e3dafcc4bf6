import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type RegistrationRole,
  registrationPayload,
  STRONG_PASSWORD,
  uniqueEmail,
} from '@scouting/contract/fixtures/members';
import { latestMail, linkContaining, VERIFICATION_SUBJECT } from './mailbox.ts';

// One set of fixtures for the journeys, the server's tests and the demo seed (docs/conventions.md#tests).
export {
  dobYearsAgo,
  type RegistrationRole,
  registrationPayload,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueUsername,
} from '@scouting/contract/fixtures/members';

// The identity routes refuse a cookie-carrying POST without an Origin, as a browser would always send one.
function originHeader(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The project has no baseURL');
  return { origin: new URL(baseURL).origin };
}

/** Creates an account the way the Register button does; the request context is signed in afterwards. */
export async function signUpViaApi(request: APIRequestContext, email: string, password = STRONG_PASSWORD) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email },
    headers: originHeader(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Follows the link of the verification mail, as the person would from their inbox. */
export async function verifyEmailViaApi(request: APIRequestContext, email: string) {
  const mail = await latestMail(request, email, VERIFICATION_SUBJECT);
  const response = await request.get(linkContaining(mail, 'verify-email'), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login');
}

/** A fresh, verified account without a member yet; returns its e-mail. */
export async function createVerifiedAccount(request: APIRequestContext, label = 'verified'): Promise<string> {
  const email = uniqueEmail(label);
  await signUpViaApi(request, email);
  await verifyEmailViaApi(request, email);
  return email;
}

export type RegisteredMember = { email: string; userId: number; username: string; fullName: string };

/**
 * A verified account with a member of `role`, registered through POST /api/register; the request
 * context stays signed in as it (a page's `page.request` signs the page in too).
 */
export async function registerMemberViaApi(
  request: APIRequestContext,
  role: RegistrationRole,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredMember> {
  const email = await createVerifiedAccount(request, role.toLowerCase());
  const payload = registrationPayload(role, overrides);
  const response = await request.post('/api/register', { data: payload });
  expect(response.status(), await response.text()).toBe(200);
  const { userId } = (await response.json()) as { userId: number };
  // Journeys count only the notifications they cause, so the registration's welcome (decision 010,
  // checked in the API tests) is taken away again.
  const cleared = await request.delete(`/api/test/notifications/${userId}/welcome`);
  expect(cleared.status(), await cleared.text()).toBe(200);
  return { email, userId, username: payload.username, fullName: payload.fullName };
}
