import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';

test('the parent-address dialog lets a minor log out instead of answering now', async ({ page, request }) => {
  const minor = await registerMemberViaApi(request, 'Player', { dob: dobYearsAgo(14) });
  await page.goto('/');
  await logIn(page, minor.email, STRONG_PASSWORD);
  const overlay = page.getByRole('dialog', { name: 'Parent or guardian e-mail' });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('while a parent has not answered, the channel form and Apply are disabled with the reason', async ({ page }) => {
  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(15) });
  const asked = await page.request.put(`/api/player-details/${minor.userId}`, {
    data: { parentEmail: `parent-${minor.userId}@example.com` },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await page.goto('/player-dashboard');
  await expect(page.getByText('Waiting for your parent or guardian')).toBeVisible();
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  await expect(opportunities.getByText(englishOf(MESSAGES.parentalConsentRequired))).toBeVisible();
  await expect(opportunities.getByRole('link', { name: /^Apply/ })).toHaveCount(0);

  await page.goto(`/video-profile/${minor.userId}`);
  const connect = page.getByRole('region', { name: 'Connect your YouTube channel' });
  await expect(connect.getByRole('textbox', { name: 'YouTube channel link' })).toBeDisabled();
  await expect(connect.getByRole('button', { name: 'Connect channel' })).toBeDisabled();
  await expect(connect.getByText(englishOf(MESSAGES.parentalConsentRequired))).toBeVisible();
  await expectNoViolations(page);
});
