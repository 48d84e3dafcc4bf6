import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postOpportunityViaApi } from './support/opportunities.ts';
import { choose } from './support/wizard.ts';

// docs/product.md#opportunities: on a phone the market's filters open in a drawer, as the player
// search's do, its button saying how many posts they would show before they apply.
const PHONE = { width: 390, height: 844 };

/** What the journey reads and picks, in the language it runs in. */
const LANGUAGES = [
  {
    language: 'en',
    dir: 'ltr',
    filters: 'Filters',
    filtersActive: 'Filters (1)',
    position: 'Position',
    keeper: 'GK · Goalkeeper',
    showAll: 'Show 3 posts',
    showOne: 'Show 1 post',
    list: 'Open opportunities',
  },
  {
    language: 'ar',
    dir: 'rtl',
    filters: 'عوامل التصفية',
    filtersActive: 'عوامل التصفية (1)',
    position: 'المركز',
    keeper: 'GK · حارس مرمى',
    showAll: 'اعرض 3 منشورات',
    showOne: 'اعرض منشورًا واحدًا',
    list: 'الفرص المفتوحة',
  },
] as const;

for (const words of LANGUAGES) {
  test(`a player narrows the market on a phone in a filters drawer that counts the posts (${words.language})`, async ({
    page,
  }) => {
    test.slow();
    const word = `Drawer${Date.now().toString(36)}`;
    await registerMemberViaApi(page.request, 'Club');
    await postOpportunityViaApi(page.request, `${word} goalkeeper trial`, {
      generalPosition: 'Goal Keepers',
      specificPosition: 'GK',
    });
    await postOpportunityViaApi(page.request, `${word} striker trial`, {
      generalPosition: 'Forwards/Attackers',
      specificPosition: 'ST',
    });
    await postOpportunityViaApi(page.request, `${word} winger showcase`, {
      generalPosition: 'Forwards/Attackers',
      specificPosition: 'LW',
    });
    await registerMemberViaApi(page.request, 'Player');
    const chosen = await page.request.put('/api/account/language', { data: { language: words.language } });
    expect(chosen.status(), await chosen.text()).toBe(200);

    await page.setViewportSize(PHONE);
    await page.goto(`/opportunities?q=${word}`);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
    const list = page.getByRole('list', { name: words.list });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // The filters are folded away; only the words and the order stay on the page.
    await expect(page.getByRole('combobox', { name: words.position, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: words.filters, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: words.filters });
    await expect(drawer.getByRole('button', { name: words.showAll })).toBeVisible();
    await choose(page, words.position, words.keeper, drawer);
    // The count follows the filters before they apply; the list behind does not change yet.
    await expect(drawer.getByRole('button', { name: words.showOne })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page, `/opportunities with the filters open (${words.language})`);
    await drawer.getByRole('button', { name: words.showOne }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]position=GK(&|$)/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(`${word} goalkeeper trial`)).toBeVisible();
    await expect(page.getByRole('button', { name: words.filtersActive })).toBeVisible();
    // The address alone gives the same list.
    await page.reload();
    await expect(page.getByRole('list', { name: words.list }).getByRole('listitem')).toHaveCount(1);
  });
}
