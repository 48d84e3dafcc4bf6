import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES, TERMS_OF_SERVICE } from '@scouting/contract/messages';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import { englishOf } from '@scouting/contract/sentences';
import {
  createVerifiedAccount,
  type RegistrationRole,
  registerMemberViaApi,
  STRONG_PASSWORD,
  signUpViaApi,
  uniqueEmail,
  uniqueUsername,
} from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';
import { choose, field, fillBaseSteps, fillRoleStep, pressNext, stepHeading } from './support/wizard.ts';

type FootballRole = Exclude<RegistrationRole, 'Parent'>;
const ROLES: FootballRole[] = ['Agent', 'Scout', 'Club', 'Player'];
const ROLE_EMAIL_LABEL: Record<FootballRole, string> = {
  Agent: 'Contact e-mail',
  Scout: 'Contact e-mail',
  Club: 'Club e-mail',
  Player: 'E-mail address',
};

for (const role of ROLES) {
  test(`a verified ${role.toLowerCase()} completes the seven steps and lands on their dashboard`, async ({ page }) => {
    const email = await createVerifiedAccount(page.request, `wizard-${role.toLowerCase()}`);
    await page.goto('/');
    await logIn(page, email, STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page).toHaveURL(/\/complete-registration$/);

    await fillBaseSteps(page, {
      firstName: 'Jamie',
      lastName: role,
      username: uniqueUsername(role.toLowerCase()),
      dob: '1994-06-15',
      country: 'Spain',
      role,
    });
    if (role !== 'Club') await expect(field(page, 'Age')).toHaveValue(/^\d+$/);
    if (role !== 'Club') await expect(field(page, 'Age')).toHaveAttribute('readonly', '');
    // The account's address is offered, not asked for a third time.
    await expect(field(page, ROLE_EMAIL_LABEL[role])).toHaveValue(email);
    await fillRoleStep(page, role);

    for (const statement of TERMS_OF_SERVICE) await expect(page.getByText(statement, { exact: true })).toBeVisible();
    await field(page, 'I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(englishOf(MESSAGES.registrationSuccess))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH[role]}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate(`Jamie ${role}`)}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe(role);
    expect(Number(await page.evaluate(() => localStorage.getItem('userId')))).toBeGreaterThan(0);

    // Registered: the wizard and /dashboard now lead to the role's dashboard.
    await page.goto('/complete-registration');
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH[role]}$`));
  });
}

test('each step asks for what is missing, and Back keeps what was typed', async ({ page }) => {
  const email = await createVerifiedAccount(page.request, 'wizard-messages');
  await page.goto('/complete-registration');
  const fieldError = (message: string) => page.getByText(message, { exact: true }).first();

  await pressNext(page);
  await expect(fieldError(englishOf(MESSAGES.provideName))).toBeVisible();
  await field(page, 'First name').fill('Robin');
  await field(page, 'Last name').fill('Keeper');
  await pressNext(page);

  await expect(stepHeading(page, 2)).toBeVisible();
  await pressNext(page);
  await expect(fieldError(englishOf(MESSAGES.provideUsername))).toBeVisible();
  const username = uniqueUsername('robin');
  await field(page, 'Username').fill(username);
  await pressNext(page);

  await expect(stepHeading(page, 3)).toBeVisible();
  await pressNext(page);
  await expect(fieldError(englishOf(MESSAGES.provideDob))).toBeVisible();
  await field(page, 'Date of birth').fill('1999-02-20');
  await pressNext(page);

  await expect(stepHeading(page, 4)).toBeVisible();
  await pressNext(page);
  await expect(fieldError(englishOf(MESSAGES.provideCountry))).toBeVisible();
  await choose(page, 'Country', 'Italy');
  await pressNext(page);

  await expect(stepHeading(page, 5)).toBeVisible();
  await pressNext(page);
  await expect(fieldError(englishOf(MESSAGES.selectRole))).toBeVisible();
  await page.getByRole('radio', { name: 'Scout', exact: true }).check();
  await pressNext(page);

  await expect(stepHeading(page, 6)).toBeVisible();
  await pressNext(page);
  await expect(page.getByText(englishOf(MESSAGES.fieldRequired), { exact: true })).toHaveCount(4);
  await expect(field(page, 'Contact e-mail')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Contact e-mail')).toHaveValue(email);
  await expect(field(page, 'Website')).toHaveAttribute('type', 'url');
  await field(page, 'Website').fill('not a website');
  await pressNext(page);
  await expect(fieldError(englishOf(MESSAGES.invalidUrl))).toBeVisible();
  await fillRoleStep(page, 'Scout');

  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(englishOf(MESSAGES.acceptTerms))).toBeVisible();

  for (const step of [6, 5, 4, 3, 2, 1]) {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, step)).toBeVisible();
  }
  await expect(field(page, 'First name')).toHaveValue('Robin');
  await expect(field(page, 'Last name')).toHaveValue('Keeper');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeHidden();
  await pressNext(page);
  await expect(field(page, 'Username')).toHaveValue(username);
  await pressNext(page);
  await expect(field(page, 'Date of birth')).toHaveValue('1999-02-20');
  await pressNext(page);
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Italy');
  await pressNext(page);
  await expect(page.getByRole('radio', { name: 'Scout', exact: true })).toBeChecked();
  await pressNext(page);
  await expect(field(page, 'Current employer')).toHaveValue('Olympique Lyonnais');
});

test('a username that is taken is refused on step 2', async ({ page, request }) => {
  const existing = await registerMemberViaApi(request, 'Player');
  await createVerifiedAccount(page.request, 'wizard-taken');
  await page.goto('/complete-registration');
  await field(page, 'First name').fill('Sam');
  await field(page, 'Last name').fill('Taken');
  await pressNext(page);
  await field(page, 'Username').fill(existing.username.toUpperCase());
  await pressNext(page);
  await expect(page.getByText(englishOf(MESSAGES.usernameTaken))).toBeVisible();
  await expect(stepHeading(page, 2)).toBeVisible();

  await field(page, 'Username').fill(uniqueUsername('sam'));
  await pressNext(page);
  await expect(stepHeading(page, 3)).toBeVisible();
});

test('an account that is not verified is asked to verify before the wizard', async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail('wizard-unverified'));
  await page.goto('/complete-registration');
  await expect(page.getByText(englishOf(MESSAGES.verifyEmailFirst))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
});

test('Submit explains what the server answers: a username taken meanwhile, or an unusable user id', async ({
  page,
  request,
}) => {
  await createVerifiedAccount(page.request, 'wizard-race');
  await page.goto('/complete-registration');
  const username = uniqueUsername('race');
  await fillBaseSteps(page, {
    firstName: 'Kim',
    lastName: 'Race',
    username,
    dob: '1992-09-01',
    country: 'Spain',
    role: 'Club',
  });
  await fillRoleStep(page, 'Club');
  await field(page, 'I accept the terms and conditions').check();

  // Someone else registers the same username after step 2 was passed.
  await registerMemberViaApi(request, 'Player', { username });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.usernameTaken))).toBeVisible();
  await field(page, 'Username').fill(uniqueUsername('race'));
  for (const step of [3, 4, 5, 6, 7]) {
    await pressNext(page);
    await expect(stepHeading(page, step)).toBeVisible();
  }

  // An answer without a user id, or with one that is not a positive number.
  const answers: Array<[body: unknown, message: string]> = [
    [{}, englishOf(MESSAGES.registrationNoUserId)],
    [{ userId: -4 }, englishOf(MESSAGES.registrationInvalidUserId)],
  ];
  for (const [body, message] of answers) {
    await page.route('**/api/register', (route) => route.fulfill({ status: 200, json: body }), { times: 1 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/complete-registration$/);
  }

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(englishOf(MESSAGES.registrationSuccess))).toBeVisible();
  await expect(page).toHaveURL(/\/club-dashboard$/);
});
