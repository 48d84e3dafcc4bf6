import { expect, type Locator, type Page } from '@playwright/test';
import { positionLabel } from '@scouting/contract/constants';
import type { RegistrationRole } from './accounts.ts';

/** The registration wizard of /complete-registration, driven the way a person does. */

/** The input labelled exactly `label` (Mantine adds a " *" to required labels; step buttons carry the names too). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

export function stepHeading(page: Page, step: number) {
  return page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 7`) });
}

export async function pressNext(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * Opens a select (typing into it when it is searchable) and picks the option with exactly that name.
 * `within` narrows the select to one part of a page that has several with the same label.
 */
export async function choose(page: Page, label: string, option: string, within: Page | Locator = page) {
  const input = within.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

export type BaseAnswers = {
  firstName: string;
  lastName: string;
  username: string;
  dob: string;
  country: string;
  role: RegistrationRole;
};

/** Steps 1 to 5, ending on step 6. */
export async function fillBaseSteps(page: Page, answers: BaseAnswers) {
  await expect(stepHeading(page, 1)).toBeVisible();
  await field(page, 'First name').fill(answers.firstName);
  await field(page, 'Last name').fill(answers.lastName);
  await pressNext(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await field(page, 'Username').fill(answers.username);
  await pressNext(page);
  await expect(stepHeading(page, 3)).toBeVisible();
  await field(page, 'Date of birth').fill(answers.dob);
  await pressNext(page);
  await expect(stepHeading(page, 4)).toBeVisible();
  await choose(page, 'Country', answers.country);
  await pressNext(page);
  await expect(stepHeading(page, 5)).toBeVisible();
  // The wizard names a parent's role in full.
  const roleLabel = answers.role === 'Parent' ? 'Parent or guardian' : answers.role;
  await page.getByRole('radio', { name: roleLabel, exact: true }).check();
  await pressNext(page);
  await expect(stepHeading(page, 6)).toBeVisible();
}

/** Step 6 with valid answers for the role, ending on step 7. */
export async function fillRoleStep(page: Page, role: RegistrationRole) {
  const fill = (label: string, value: string) => field(page, label).fill(value);
  switch (role) {
    case 'Agent':
      await fill('Agency name', 'Goal Line Agency');
      await fill('Agency website', 'https://goal-line.example');
      await choose(page, 'Country of operation', 'Portugal');
      await fill('Years of experience', '7');
      await fill('Contact e-mail', 'agent@goal-line.example');
      break;
    case 'Scout':
      await fill('Contact e-mail', 'scout@example.com');
      await choose(page, 'Country of operation', 'France');
      await fill('Current employer', 'Olympique Lyonnais');
      await fill('Scouting experience (years)', '3');
      await fill('Website', 'https://scout.example');
      break;
    case 'Club':
      await fill('Club name', 'CD Example');
      await choose(page, 'Club country', 'Spain');
      await fill('Current league', 'Segunda Federación');
      await page.getByRole('radio', { name: 'Semi-Pro', exact: true }).check();
      await fill('Club e-mail', 'club@example.com');
      await fill('Club website', 'https://club.example');
      break;
    case 'Player':
      await fill('E-mail address', 'player@example.com');
      await fill('Current club', 'CD Leganés');
      await choose(page, 'Club country', 'Spain');
      await fill('Previous club', 'Getafe - 2019');
      await page.getByRole('radio', { name: 'Free Agent', exact: true }).check();
      await choose(page, 'Primary position', positionLabel('ST'));
      await choose(page, 'Secondary position', positionLabel('LW'));
      await page.getByRole('radio', { name: 'Right', exact: true }).check();
      await fill('Height (m)', '1.78');
      await fill('Weight (kg)', '72');
      await fill('Player strength', 'Finishing and pressing');
      break;
  }
  await pressNext(page);
  await expect(stepHeading(page, 7)).toBeVisible();
}
