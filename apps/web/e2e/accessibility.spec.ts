import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { createVerifiedAccount, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const SIGNED_OUT_PAGES: Array<[path: string, ready: string]> = [
  ['/', englishOf(MESSAGES.tagline)],
  ['/register', 'Already have an account?'],
  ['/login', englishOf(MESSAGES.emailVerified)],
  ['/login?error=INVALID_TOKEN', englishOf(MESSAGES.verificationLinkInvalid)],
  ['/reset-password?token=abc', 'Confirm new password'],
  ['/reset-password', englishOf(MESSAGES.resetLinkMissing)],
  ['/no-such-page', englishOf(MESSAGES.notFound)],
];

for (const [path, ready] of SIGNED_OUT_PAGES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} has no WCAG 2 A/AA violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the account forms showing their errors have no violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(englishOf(MESSAGES.enterEmail), { exact: true })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(englishOf(MESSAGES.enterEmail), { exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('/dashboard of a verified account has no violations', async ({ page }) => {
  await createVerifiedAccount(page.request, 'axe');
  await page.goto('/dashboard');
  await expect(page.getByText(englishOf(MESSAGES.emailVerifiedThanks))).toBeVisible();
  await expectNoViolations(page);
});

test('/dashboard of an unverified account has no violations', async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail('axe-unverified'));
  await page.goto('/dashboard');
  await expect(page.getByText(englishOf(MESSAGES.verifyEmailFirst))).toBeVisible();
  await expectNoViolations(page);
});
