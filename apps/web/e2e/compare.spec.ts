import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const PHONE = { width: 360, height: 740 };

test('a scout compares three players from a shortlist, at phone width and on a desktop', async ({ page }) => {
  test.slow();
  const stamp = Date.now();
  const players = [];
  for (const [name, position] of [
    ['Ana Keeper', 'GK'],
    ['Bruno Back', 'CB'],
    ['Chidi Wing', 'LW'],
  ] as const) {
    players.push(
      await registerMemberViaApi(page.request, 'Player', {
        fullName: `${name} ${stamp}`,
        primaryPosition: position,
        secondaryPosition: position,
      }),
    );
  }
  // The last player, still signed in, fills one season of their record.
  const recorded = players[2];
  const record = await page.request.put(`/api/player-career/${recorded?.userId}`, {
    data: {
      entries: [
        {
          club: 'Getafe CF B',
          country: 'Spain',
          kind: 'Senior',
          from: '2024-07',
          seasons: [{ season: '2024-25', appearances: 20, goals: 5, assists: 2 }],
        },
      ],
    },
  });
  expect(record.status(), await record.text()).toBe(200);
  // The last registration signs the page in: the scout.
  await registerMemberViaApi(page.request, 'Scout', { fullName: 'Sam Scout' });
  const list = await page.request.post('/api/shortlists', { data: { name: `Compare ${stamp}` } });
  expect(list.status(), await list.text()).toBeLessThan(300);
  const listId = (await list.json()).id;
  for (const player of players) {
    const added = await page.request.post(`/api/shortlists/${listId}/players`, { data: { playerId: player.userId } });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }

  await page.setViewportSize(PHONE);
  await page.goto('/shortlists');
  const shortlist = page.getByRole('listitem', { name: `Compare ${stamp}` });
  await shortlist.getByRole('button', { name: 'Show players' }).click();
  const tray = page.getByRole('region', { name: 'To compare' });
  for (const player of players) {
    await shortlist.getByRole('button', { name: `Compare ${isolate(player.fullName)}` }).click();
    await expect(shortlist.getByRole('button', { name: `Compare ${isolate(player.fullName)}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The tray (sticky at the foot of a phone's screen) has taken the pick before the next click.
    await expect(tray.getByText(player.fullName)).toBeVisible();
  }
  await expectNoViolations(page);
  await tray.getByRole('link', { name: 'Compare 3 players' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?players=${players.map((p) => p.userId).join(',')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare players' })).toBeVisible();
  const chart = page.getByRole('figure');
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  const table = page.locator('[data-compare-table]');
  for (const player of players) await expect(table.getByRole('link', { name: player.fullName })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Positions/ })).toContainText('Goalkeeper');
  await expect(page.getByText(/percentiles from the pool's video ratings/).first()).toBeVisible();
  // The chart sits above the facts.
  const chartBox = await chart.boundingBox();
  const tableBox = await table.boundingBox();
  expect((chartBox?.y ?? 0) < (tableBox?.y ?? 0)).toBe(true);
  // Each player's record under the facts, the source on each line.
  const careers = page.getByRole('region', { name: 'Career' });
  await expect(careers.getByRole('heading', { name: recorded?.fullName ?? '' })).toBeVisible();
  await expect(careers.getByRole('table', { name: /Getafe CF B/ })).toContainText('Self-reported');
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/compare at 360 px');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  for (const player of players) await expect(table.getByRole('link', { name: player.fullName })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/compare on a desktop');
});
