import type { Locator } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi, SAMPLE_CV, signInViaApi } from './support/opportunities.ts';

// docs/product.md#applications: the poster's applications on a phone are cards; the table, which
// broke names mid-word and cut statuses at this width, is offered on wider screens only.
const PHONE = { width: 390, height: 844 };
const FIRST_PAINT = { timeout: 30_000 };

/** The words of an element's text that the layout split over two lines or more. */
function wordsBrokenIn(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('a poster reads the applications as cards on a phone, and may switch to the table on a desktop', async ({
  page,
}) => {
  test.slow();
  const agent = await registerMemberViaApi(page.request, 'Agent');
  const opportunityId = await postOpportunityViaApi(page.request, `Trial ${uniqueName('phone')} for full-backs`);
  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: uniqueName('Maximiliano Featherstonehaugh'),
  });
  const applied = await page.request.post('/api/apply', {
    multipart: {
      playerId: String(player.userId),
      opportunityId: String(opportunityId),
      introduction: 'Attacking full-back.',
      cv: SAMPLE_CV,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInViaApi(page, agent.email);
  await page.setViewportSize(PHONE);
  await page.goto('/view-applications');
  const card = page
    .getByRole('list', { name: 'Applications, newest first' })
    .getByRole('listitem', { name: `Application from ${isolate(player.fullName)}` });
  const name = card.getByRole('link', { name: player.fullName, exact: true });
  await expect(name).toBeVisible(FIRST_PAINT);
  expect(await wordsBrokenIn(name)).toEqual([]);
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  // No table to choose on a phone.
  await expect(page.getByRole('radio', { name: 'Modern' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'By Opportunity' })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Table' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Applications table' })).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/view-applications');

  // On a desktop the table is one click away, as before.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('radio', { name: 'Table' })).toHaveCount(1);
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Applications table' });
  await expect(table.getByRole('link', { name: player.fullName, exact: true })).toBeVisible();
  // Chosen on a desktop, the table gives way to the cards when the window narrows to a phone's.
  await page.setViewportSize(PHONE);
  await expect(card).toBeVisible();
  await expect(table).toHaveCount(0);
  // And comes back when it widens again: the choice was kept, not overwritten.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table).toBeVisible();
});
