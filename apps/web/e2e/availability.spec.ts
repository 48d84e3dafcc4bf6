import type { Page } from '@playwright/test';
import { MESSAGES } from '@scouting/contract';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { input } from './support/transfermarkt.ts';
import { choose } from './support/wizard.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function checkPage(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, what);
  await page.setViewportSize(DESKTOP);
}

/** Letters only, so the name stays one word to the search. */
function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test('a player says when their contract ends; an agent finds them by contract end in search', async ({ page }) => {
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: `Rui Contract ${uniqueWord()}` });

  // The player fills in their availability on their profile (docs/product.md#availability).
  await page.goto(`/player-profile/${player.userId}`);
  const details = page.getByRole('region', { name: 'Player details' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await input(details, 'Contract until (last month)').fill('2027-06');
  await choose(page, 'Availability', 'Open to offers', details);
  await details.getByRole('checkbox', { name: 'I would move anywhere' }).check();
  await checkPage(page, 'the player profile with availability in edit mode');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.playerProfileSaved)).toBeVisible();
  await expect(details.getByText('Jun 2027')).toBeVisible();
  await expect(details.getByText('Open to offers')).toBeVisible();
  await expect(details.getByText('I would move anywhere')).toBeVisible();

  // An agent looks for contracts ending by the summer of 2027, in a search that stays in the address.
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto(`/search?q=${encodeURIComponent(player.fullName)}`);
  await input(page, 'Contract ends before').fill('2027-07');
  await choose(page, 'Would move to', 'Portugal');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]contractEndsBefore=2027-07(&|$)/);
  await expect(page).toHaveURL(/[?&]relocatesTo=Portugal(&|$)/);
  const card = page.getByRole('list', { name: 'Players found' }).getByRole('listitem', { name: player.fullName });
  await expect(card).toContainText('Contract until Jun 2027 · Open to offers');
  await checkPage(page, 'the search with availability filters');

  // A month before the contract's last one leaves them out.
  await input(page, 'Contract ends before').fill('2027-06');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]contractEndsBefore=2027-06(&|$)/);
  await expect(card).toHaveCount(0);
});
