import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { latestMail, type Mail } from './mailbox.ts';

export const CONSENT_SUBJECT = /Please confirm .* account/;

/** The confirm link of the newest consent mail to a parent (the refuse link carries `answer=refuse`). */
export async function consentLinks(request: APIRequestContext, parentEmail: string) {
  const mail: Mail = await latestMail(request, parentEmail, CONSENT_SUBJECT);
  const confirm = mail.links.find((link) => link.includes('/parental-consent?token=') && !link.includes('answer='));
  const refuse = mail.links.find((link) => link.includes('answer=refuse'));
  if (!confirm || !refuse) throw new Error(`No consent links in "${mail.subject}": ${mail.links.join(', ')}`);
  return { mail, confirm, refuse };
}

/**
 * A minor (signed in on `request`) gives a parent e-mail and the parent confirms through the
 * mailed link, as in life: for journeys where the minor has to act (docs/product.md#minors). The parent answers
 * without the child's session, which the server refuses (docs/product.md#parental-consent).
 */
export async function giveConsentViaMail(request: APIRequestContext, playerId: number, parentEmail: string) {
  const asked = await request.put(`/api/player-details/${playerId}`, { data: { parentEmail } });
  expect(asked.status(), await asked.text()).toBe(200);
  const { confirm } = await consentLinks(request, parentEmail);
  const token = new URL(confirm).searchParams.get('token');
  const parent = await playwrightRequest.newContext({ baseURL: new URL(confirm).origin });
  try {
    const confirmed = await parent.post('/api/parental-consent/confirm', { data: { token } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await parent.dispose();
  }
}
