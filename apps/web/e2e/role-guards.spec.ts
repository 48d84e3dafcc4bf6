import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { createVerifiedAccount, registerMemberViaApi } from './support/accounts.ts';
import { E2E_ADMIN } from './support/credentials.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';

test('a player is refused the admin pages and sent to their own dashboard from others', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Player');
  for (const path of ['/admin-dashboard', '/review-underage-requests', '/agent-analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: englishOf(MESSAGES.notAuthorisedTitle) })).toBeVisible();
    await expect(page.getByText(englishOf(MESSAGES.notAuthorisedText))).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/player-dashboard$/);

  for (const path of ['/agent-dashboard', '/scout-dashboard', '/club-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/player-dashboard$/);
  }
});

test('an account that has not registered yet is sent to /dashboard from member pages', async ({ page }) => {
  await createVerifiedAccount(page.request, 'no-member');
  for (const path of ['/agent-dashboard', '/player-notifications', '/admin-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(englishOf(MESSAGES.emailVerifiedThanks))).toBeVisible();
  }
});

test('the admin logs in to the admin dashboard and finds the pages of each tab', async ({ page }) => {
  await page.goto('/');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  const roleToggle = page.getByRole('radiogroup', { name: 'Members by role' });
  await expect(roleToggle.getByText(/^Admin/)).toHaveCount(0);
  await expect(roleToggle.getByText(/^Agent \(\d+\)$/)).toBeVisible();
  const tab = page.getByRole('region', { name: /^(Agent|Player|Club|Scout)$/ });

  await expect(tab.getByRole('link')).toHaveCount(10);
  await expect(tab.getByRole('link', { name: 'Review Agent Verifications' })).toBeVisible();
  await tab.getByRole('link', { name: 'Agent Analytics' }).click();
  await expect(page).toHaveURL(/\/agent-analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Analytics' })).toBeVisible();
  await page.goBack();
  // The one placeholder left says plainly why it is empty.
  await tab.getByRole('link', { name: 'Agent Subscription Manager' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Subscription Manager' })).toBeVisible();
  await expect(
    page.getByText("Agents' subscriptions are not offered yet, so there is nothing to manage here."),
  ).toBeVisible();
  await page.goBack();

  await roleToggle.getByText(/^Player/).click();
  await expect(tab.getByRole('link')).toHaveCount(1);
  await expect(tab.getByRole('link', { name: 'Review Transfermarkt Applications' })).toBeVisible();

  // docs/product.md#club-needs: the Club tab holds the review of clubs' verification requests and
  // the oversight of their requirements and pitches.
  await roleToggle.getByText(/^Club/).click();
  await expect(tab.getByRole('link')).toHaveCount(2);
  await expect(tab.getByRole('link', { name: /^Review Club Verifications/ })).toBeVisible();
  await expect(tab.getByRole('link', { name: /^Review Club Needs/ })).toBeVisible();

  await roleToggle.getByText(/^Scout/).click();
  await expect(tab.getByText(englishOf(MESSAGES.comingSoon), { exact: true })).toBeVisible();
  await expect(tab.getByRole('link')).toHaveCount(0);

  // An admin opening a member's dashboard goes back to their own.
  await page.goto('/player-dashboard');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('the profile menu opens Settings, says payments are not there yet, lists the languages and logs out', async ({
  page,
}) => {
  await registerMemberViaApi(page.request, 'Club');
  await page.goto('/club-dashboard');
  const menu = page.getByRole('button', { name: 'Profile menu' });
  // Settings became a real page (decision 012).
  await menu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/club-dashboard');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Payment Options' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No payments yet: the network is free to use.' }).first(),
  ).toBeVisible();
  // Language is a real choice now (docs/product.md#languages): it opens the list of languages, each in its own name.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
  // Escape closes the menu with its list.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Español' })).toBeHidden();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  await page.goto('/club-dashboard');
  await expect(page).toHaveURL(/\/\?next=%2Fclub-dashboard$/);
});
