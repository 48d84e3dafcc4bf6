import { positionLabel } from '@scouting/contract/constants';
import { SEARCH_MESSAGES } from '@scouting/contract/search';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { choose } from './support/wizard.ts';

/** Letters only, so the name stays one word to the search (digits would be fine too, but read oddly). */
function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test('an agent searches with a typo and a filter, finds the player, keeps the search and opens the profile', async ({
  page,
}) => {
  // A long journey (two registrations, five searches, a reload).
  test.slow();
  const family = `Mensah ${uniqueWord()}`;
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: `Kwame ${family}`,
    primaryPosition: 'ST',
    secondaryPosition: 'LW',
    status: 'Free Agent',
  });
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent');

  await page.goto('/agent-dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search players' })).toBeVisible();

  // A typo in the family name ('Mensha'), and the player's secondary position as the filter.
  const typo = `Kwame ${family.replace('Mensah', 'Mensha')}`;
  await page.getByRole('textbox', { name: 'Search players' }).fill(typo);
  await choose(page, 'Position', positionLabel('LW'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const results = page.getByRole('list', { name: 'Players found' });
  const card = results.getByRole('listitem', { name: player.fullName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${positionLabel('ST')} / ${positionLabel('LW')}`);
  await expect(page).toHaveURL(/[?&]position=LW(&|$)/);
  await expect(page).toHaveURL(/[?&]q=Kwame\+Mensha/);

  // The search lives in the URL: a reload (or a shared link) shows the same search.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search players' })).toHaveValue(typo);
  await expect(page.getByRole('combobox', { name: 'Position', exact: true })).toHaveValue(positionLabel('LW'));
  await expect(card).toBeVisible();

  // A filter that excludes the player says so.
  await choose(page, 'Status', 'Represented');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(englishOf(SEARCH_MESSAGES.noResults))).toBeVisible();
  await page.goBack();
  await expect(card).toBeVisible();

  // Saved for alerts, and listed to run again.
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Left wingers called Mensah');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(englishOf(SEARCH_MESSAGES.savedSearchSaved))).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved searches' });
  await expect(saved.getByRole('link', { name: 'Left wingers called Mensah' })).toBeVisible();

  await card.getByRole('link', { name: player.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/player-profile/${player.userId}$`));
  await expect(page.getByRole('heading', { name: player.fullName }).first()).toBeVisible();
});

test('on a phone the filters open in a drawer whose button says how many players they show', async ({ page }) => {
  test.slow();
  const family = uniqueWord();
  for (const position of ['GK', 'GK', 'CB'] as const) {
    await registerMemberViaApi(page.request, 'Player', { fullName: `Nuno ${family}`, primaryPosition: position });
  }
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/search?q=${family}`);
  const results = page.getByRole('list', { name: 'Players found' });
  await expect(results.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('button', { name: 'Show 3 players' })).toBeVisible();
  await choose(page, 'Position', positionLabel('GK'), drawer);
  // The count follows the filters before they apply; the list behind does not change yet.
  await expect(drawer.getByRole('button', { name: 'Show 2 players' })).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expectNoViolations(page);
  await drawer.getByRole('button', { name: 'Show 2 players' }).click();

  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/[?&]position=GK(&|$)/);
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectNoHorizontalScroll(page, '/search after the drawer');
});
