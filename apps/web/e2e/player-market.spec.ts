import { isolate } from '@scouting/contract/bidi-isolate';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postOpportunityViaApi, signInViaApi } from './support/opportunities.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';

// docs/product.md#opportunities: the player's market, on a phone.
const PHONE = { width: 390, height: 844 };

test('a player browses every open post, searches and filters from the address, on a phone', async ({ page }) => {
  test.slow();
  const word = `Talavera${Date.now().toString(36)}`;
  const club = await registerMemberViaApi(page.request, 'Club', { clubName: `CF ${word}`, fullName: 'Marta Ruiz' });
  // A goalkeepers' post: it matches no striker's profile, yet the market shows it.
  await postOpportunityViaApi(page.request, `${word} goalkeeper trial with the first team`, {
    generalPosition: 'Goal Keepers',
  });
  await registerMemberViaApi(page.request, 'Agent', { agencyName: `${word} Talent` });
  await postOpportunityViaApi(page.request, `${word} agency showcase`);

  await registerMemberViaApi(page.request, 'Player', { primaryPosition: 'ST' });
  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  // The dashboard keeps the posts that match, and leads on to the market.
  const matching = page.getByRole('region', { name: 'Opportunities' });
  await expect(matching.getByText(/goalkeeper trial/)).toHaveCount(0);
  await matching.getByRole('link', { name: 'Browse all opportunities' }).click();
  await expect(page).toHaveURL(/\/opportunities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('button', { name: 'Show opportunities' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const list = page.getByRole('list', { name: 'Open opportunities' });
  const keeper = list.getByRole('listitem').filter({ hasText: 'goalkeeper trial' });
  // The club's name, with the person beneath it.
  await expect(keeper.getByText(`CF ${word}`, { exact: true })).toBeVisible();
  await expect(keeper.getByText(club.fullName, { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/opportunities');

  // Only clubs: the filter joins the address, and the address alone gives the same list. On a
  // phone the filters are in a drawer, applied by its button.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Posted by' }).click();
  await page.getByRole('option', { name: 'Clubs' }).click();
  await drawer.getByRole('button', { name: 'Show 1 post' }).click();
  await expect(page).toHaveURL(/posterKind=Club/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Open opportunities' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);

  // Nothing matches: the page says so and what to change.
  await page.goto(`/opportunities?q=${word}-none`);
  await expect(
    page.getByText('No open opportunity matches this search. Remove a filter or try other words.'),
  ).toBeVisible();
  // The player's navigation leads here.
  await page.getByRole('link', { name: 'Opportunities' }).first().click();
  await expect(page).toHaveURL(/\/opportunities$/);
});

test('a minor reads the market in Arabic, right to left: verified agents’ posts only, and why', async ({ page }) => {
  test.slow();
  const word = `Youth${Date.now().toString(36)}`;
  const agent = await registerMemberViaApi(page.request, 'Agent', { agencyName: `${word} Agency` });
  await verifyAgentViaApi(page.request, agent.userId);
  await postOpportunityViaApi(page.request, `${word} U17 trial`, { ageRange: '13-16' });
  await registerMemberViaApi(page.request, 'Club');
  await postOpportunityViaApi(page.request, `${word} club open day`);

  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(16) });
  await giveParentalConsentViaApi(page.request, minor.userId, `parent-${word.toLowerCase()}@example.com`);
  const chosen = await page.request.put('/api/account/language', { data: { language: 'ar' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await page.setViewportSize(PHONE);
  await page.goto(`/opportunities?q=${word}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الفرص' })).toBeVisible();
  const list = page.getByRole('list', { name: 'الفرص المفتوحة' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(`${word} U17 trial`)).toBeVisible();
  await expect(list.getByText(`${word} Agency`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${word} club open day`)).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/opportunities in Arabic');

  // An empty list tells a minor why, and what will change it.
  await page.goto(`/opportunities?q=${word}&posterKind=Club`);
  await expect(page.getByText(/ترى فرص الوكلاء الموثَّقين فقط، ولا توجد فرصة مفتوحة/)).toBeVisible();
  await expectNoViolations(page);
});

test('a player saves a search of the market and the bell tells her of a new post that matches', async ({ page }) => {
  test.slow();
  const word = `Keeper${Date.now().toString(36)}`;
  const club = await registerMemberViaApi(page.request, 'Club', { clubName: `CF ${word}` });
  const player = await registerMemberViaApi(page.request, 'Player', { primaryPosition: 'GK' });
  await page.setViewportSize(PHONE);
  await page.goto(`/opportunities?q=${word}&type=Trial`);
  const saved = page.getByRole('list', { name: 'Saved searches' });
  await expect(
    page.getByText('No saved searches yet. Search, then save it to be told about new opportunities.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  // A name is needed, said beside the field.
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Please name this search.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Keeper trials');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. We will tell you when a new opportunity matches it.')).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Keeper trials' })).toHaveAttribute(
    'href',
    `/opportunities?q=${word}&type=Trial`,
  );
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/opportunities with a saved search');

  // The club posts a trial; a showcase that the search leaves out tells nobody.
  await signInViaApi(page, club.email);
  const showcase = await page.request.post('/api/opportunities', {
    data: { description: `${word} showcase`, type: 'Showcase or event' },
  });
  expect(showcase.status(), await showcase.text()).toBe(201);
  const trial = await page.request.post('/api/opportunities', {
    data: { description: `${word} goalkeeper trial`, type: 'Trial' },
  });
  expect(trial.status(), await trial.text()).toBe(201);

  await signInViaApi(page, player.email);
  await page.goto('/player-notifications');
  const notices = page.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem');
  await expect(
    notices.filter({ hasText: `A new opportunity matches your saved search "${isolate('Keeper trials')}".` }),
  ).toHaveCount(1);
  await page.goto('/opportunities');
  await saved.getByRole('link', { name: 'Keeper trials' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunities\\?q=${word}&type=Trial$`));
  const list = page.getByRole('list', { name: 'Open opportunities' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(`${word} goalkeeper trial`)).toBeVisible();

  // Deleted after a confirmation, and gone from the list.
  await saved.getByRole('button', { name: `Delete saved search ${isolate('Keeper trials')}` }).click();
  await page.getByRole('dialog', { name: 'Delete saved search' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('No saved searches yet. Search, then save it to be told about new opportunities.'),
  ).toBeVisible();
});
