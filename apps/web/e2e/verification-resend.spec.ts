import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { STRONG_PASSWORD, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { type Mail, VERIFICATION_SUBJECT } from './support/mailbox.ts';
import { logIn } from './support/pages.ts';

async function verificationMails(page: import('@playwright/test').Page, to: string): Promise<Mail[]> {
  const response = await page.request.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Mail[]).filter(
    (mail) => mail.to === to && VERIFICATION_SUBJECT.test(mail.subject),
  );
}

test('a newcomer whose first link is lost asks for a new one at login and verifies with it', async ({ page }) => {
  const email = uniqueEmail('resend');
  await signUpViaApi(page.request, email);
  await expect.poll(async () => (await verificationMails(page, email)).length).toBe(1);
  const [first] = await verificationMails(page, email);

  await page.goto('/login');
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText(englishOf(MESSAGES.emailNotVerifiedYet))).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: englishOf(MESSAGES.sendNewVerificationLink) }).click();
  await expect(page.getByRole('status').filter({ hasText: englishOf(MESSAGES.verificationLinkResent) })).toBeVisible();

  await expect.poll(async () => (await verificationMails(page, email)).length).toBe(2);
  const fresh = (await verificationMails(page, email)).find((mail) => mail.id !== first?.id);
  const link = fresh?.links.find((candidate) => candidate.includes('verify-email'));
  if (!link) throw new Error('The new mail has no verification link');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(englishOf(MESSAGES.emailVerified))).toBeVisible();

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(englishOf(MESSAGES.emailVerifiedThanks))).toBeVisible();
});
