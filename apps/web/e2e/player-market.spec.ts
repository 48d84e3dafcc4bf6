import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postOpportunityViaApi } from './support/opportunities.ts';
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

  // Only clubs: the filter joins the address, and the address alone gives the same list.
  await page.getByRole('combobox', { name: 'Posted by' }).click();
  await page.getByRole('option', { name: 'Clubs' }).click();
  await page.getByRole('button', { name: 'Show opportunities' }).click();
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
