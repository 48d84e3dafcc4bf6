import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { STRONG_PASSWORD } from './accounts.ts';

/** Signs the context in as an existing account (the Login button's call), replacing any session. */
export async function signInViaApi(page: Page, email: string) {
  await page.context().clearCookies();
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The project has no baseURL');
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: STRONG_PASSWORD },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Posts an opportunity as the signed-in agent (POST /api/opportunities) and returns its id. */
export async function postOpportunityViaApi(
  request: APIRequestContext,
  description: string,
  filters: Record<string, string> = {},
): Promise<number> {
  const response = await request.post('/api/opportunities', { data: { description, filters } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The smallest well-formed PDF: a CV whose content says it is a PDF. */
export const SAMPLE_CV = {
  name: 'my-cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
