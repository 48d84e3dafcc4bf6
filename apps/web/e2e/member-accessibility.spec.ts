import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import {
  createVerifiedAccount,
  dobYearsAgo,
  type RegistrationRole,
  registerMemberViaApi,
  uniqueEmail,
  uniqueUsername,
} from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/credentials.ts';
import { expect, test } from './support/fixtures.ts';
import { createNotification } from './support/notifications.ts';
import { logIn } from './support/pages.ts';
import { field, fillBaseSteps, pressNext, stepHeading } from './support/wizard.ts';

const PHONE = { width: 360, height: 740 };

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the wizard's steps have no violations and fit a phone (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    await createVerifiedAccount(page.request, 'axe-wizard');
    await page.goto('/complete-registration');
    await pressNext(page);
    await expect(page.getByText(englishOf(MESSAGES.provideName)).first()).toBeVisible();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page, 'wizard step 1');

    await fillBaseSteps(page, {
      firstName: 'Axe',
      lastName: 'Checker',
      username: uniqueUsername('axe'),
      dob: '1990-01-01',
      country: 'Ghana',
      role: 'Player',
    });
    await pressNext(page);
    await expect(page.getByText(englishOf(MESSAGES.fieldRequired)).first()).toBeVisible();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page, 'wizard step 6 (player)');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await expectNoViolations(page);
  });
}

const DASHBOARDS: Array<[RegistrationRole, string]> = [
  ['Agent', '/agent-dashboard'],
  ['Scout', '/scout-dashboard'],
  ['Club', '/club-dashboard'],
  ['Player', '/player-dashboard'],
];

for (const [role, path] of DASHBOARDS) {
  test(`${path} has no violations and fits a phone`, async ({ page }) => {
    const member = await registerMemberViaApi(page.request, role);
    await createNotification(page.request, member.userId, 'Welcome to the network!');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate(member.fullName)}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
      await expectNoHorizontalScroll(page, path);
      await expectNoViolations(page);
    }
    if (role === 'Player') return;
    // The posters' long sections fold on a phone: the inbox leads, the form and the pool open on demand.
    await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
    const fold = page.getByRole('button', { name: 'Post an Opportunity', expanded: false });
    const inboxTop = (await page.getByRole('region', { name: 'Inbox' }).boundingBox())?.y ?? 0;
    expect((await fold.boundingBox())?.y ?? 0).toBeGreaterThan(inboxTop);
    await fold.click();
    await expect(page.getByRole('region', { name: 'Post an Opportunity' })).toBeVisible();
    await page.getByRole('button', { name: 'Player Video Profiles', expanded: false }).click();
    await expect(page.getByRole('region', { name: 'Player Video Profiles' })).toBeVisible();
    await expectNoHorizontalScroll(page, `${path} with its sections open`);
    await expectNoViolations(page);
  });
}

// The scout and club profiles (decision 020), in view and edit mode.
const PROFILES: Array<[RegistrationRole, string]> = [
  ['Scout', '/scout-profile'],
  ['Club', '/club-profile'],
];

for (const [role, path] of PROFILES) {
  test(`${path}/{id} has no violations and fits a phone`, async ({ page }) => {
    const member = await registerMemberViaApi(page.request, role);
    await page.setViewportSize(PHONE);
    await page.goto(`${path}/${member.userId}`);
    await expect(page.getByRole('region', { name: `${role} details` })).toBeVisible();
    await expectNoHorizontalScroll(page, path);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('form', { name: `Edit ${role.toLowerCase()} details` })).toBeVisible();
    await expectNoHorizontalScroll(page, `${path} edit mode`);
    await expectNoViolations(page);
  });
}
test('/search, its filters and its save dialog have no violations and fit a phone', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Axe Searchable' });
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=Axe+Searchable');
    await expect(page.getByRole('listitem', { name: player.fullName })).toBeVisible();
    await expectNoHorizontalScroll(page, '/search');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Position', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page, '/search with filters open');
    await expectNoViolations(page);
    // The filters' drawer covers the page until it closes.
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  }
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toBeVisible();
  await expectNoViolations(page);
});

test('the minor overlay, the notifications page and its dropdown have no violations', async ({ page }) => {
  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(16) });
  await createNotification(page.request, minor.userId, 'A message from an agent');
  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  await expect(page.getByRole('dialog', { name: 'Parent or guardian e-mail' })).toBeVisible();
  await expectNoViolations(page);
  // Consent mails are capped per recipient address: a fixed address would be refused after a few runs.
  await field(page, 'Parent e-mail').fill(uniqueEmail('parent'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Parent or guardian e-mail' })).toBeHidden();
  // On a phone the confirmation covers the header until it closes by itself; a pointer resting on
  // it would keep it open. It may appear a moment after the dialog closes: wait for it, then for it
  // to go, or the bell's click lands on it.
  const confirmation = page.getByText(englishOf(MESSAGES.parentEmailSubmitted));
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeHidden({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
  await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the bell dropdown');
  await page.getByRole('button', { name: /A message from an agent/ }).click();
  await expect(page).toHaveURL(/\/player-notifications$/);
  await expect(page.locator('[aria-current="true"]')).toContainText('A message from an agent');
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/player-notifications');
});

test('the not-authorised page and the admin dashboard have no violations', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto('/review-transfermarkt-applications');
  await expect(page.getByRole('heading', { name: englishOf(MESSAGES.notAuthorisedTitle) })).toBeVisible();
  await expectNoViolations(page);

  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('link', { name: 'Agent Analytics' })).toBeVisible();
  await expect(page.getByText(/^Agent \(\d+\)$/)).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/admin-dashboard');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page);
});
