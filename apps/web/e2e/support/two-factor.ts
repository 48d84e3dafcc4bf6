import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './credentials.ts';
import { totpCode } from './totp.ts';

function originHeader(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The project has no baseURL');
  return { origin: new URL(baseURL).origin };
}

/**
 * Turns two-factor sign-in on for an account with a known base32 secret (NODE_ENV=test only);
 * idempotent, so every journey that signs in as the shared admin may call it first.
 */
export async function enableTwoFactorViaApi(request: APIRequestContext, email: string, base32Secret: string) {
  const response = await request.post('/api/test/two-factor', {
    data: { email, base32Secret },
    headers: originHeader(),
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** The login form's second step: the code of the authenticator app holding `base32Secret`. */
export async function answerTwoFactor(page: Page, base32Secret: string) {
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill(totpCode(base32Secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Signs the request context in as the shared e2e admin, both steps, through the API. */
export async function signInAdminViaApi(request: APIRequestContext) {
  await enableTwoFactorViaApi(request, E2E_ADMIN.email, E2E_ADMIN.totpSecret);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: originHeader(),
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect((await signIn.json()).twoFactorRedirect).toBe(true);
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(E2E_ADMIN.totpSecret) },
    headers: originHeader(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
