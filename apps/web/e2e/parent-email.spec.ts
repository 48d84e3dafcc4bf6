import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, STRONG_PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';

test('a minor must give a parent e-mail before using the dashboard, once', async ({ page, request }) => {
  const minor = await registerMemberViaApi(request, 'Player', { dob: dobYearsAgo(15) });
  await page.goto('/');
  await logIn(page, minor.email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/player-dashboard$/);

  const overlay = page.getByRole('dialog', { name: 'Parent or guardian e-mail' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText(englishOf(MESSAGES.parentEmailNeeded))).toBeVisible();
  await expect(overlay.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(overlay).toBeVisible();

  await overlay.getByRole('button', { name: 'Submit' }).click();
  await expect(overlay.getByText(englishOf(MESSAGES.fieldRequired))).toBeVisible();
  await expect(overlay.getByLabel('Parent e-mail')).toHaveAttribute('type', 'email');
  await overlay.getByLabel('Parent e-mail').fill('not-an-email');
  await overlay.getByRole('button', { name: 'Submit' }).click();
  await expect(overlay.getByText(englishOf(MESSAGES.invalidEmail))).toBeVisible();

  // Consent mails are capped per recipient address: each journey asks its own parent.
  const parentEmail = uniqueEmail('parent');
  await overlay.getByLabel('Parent e-mail').fill(parentEmail);
  await overlay.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(englishOf(MESSAGES.parentEmailSubmitted))).toBeVisible();
  await expect(overlay).toBeHidden();
  // docs/product.md#parental-consent: the parent is now asked to confirm, and the dashboard says so.
  await expect(page.getByText('Waiting for your parent or guardian')).toBeVisible();
  await expect(page.getByText(parentEmail)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${isolate(minor.fullName)}` })).toBeVisible();
  await expect(page.getByText('My Football Journey')).toBeVisible();
  await expect(overlay).toBeHidden();
});

test('an adult player sees no parent e-mail overlay', async ({ page }) => {
  const adult = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(25) });
  // The overlay follows the player details: wait for them before concluding it stays away.
  const details = page.waitForResponse((response) => response.url().includes(`/api/player-details/${adult.userId}`));
  await page.goto('/player-dashboard');
  expect((await details).status()).toBe(200);
  await expect(page.getByRole('heading', { name: `Welcome, ${isolate(adult.fullName)}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
