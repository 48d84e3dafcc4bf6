import { isolate } from '@scouting/contract/bidi-isolate';
import { FAVOURITE_MESSAGES } from '@scouting/contract/favourites';
import { englishOf } from '@scouting/contract/sentences';
import { SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postOpportunityViaApi } from './support/opportunities.ts';
import { choose } from './support/wizard.ts';

const PHONE = { width: 360, height: 740 };
// The fake YouTube channel the e2e server syncs from (apps/server/test/fake-youtube.ts).
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
// A country no other journey gives its players, so the pool filter finds only this one.
const POOL_COUNTRY = 'Andorra';

test('an agent shortlists a player with a note from the profile, finds it on /shortlists and the dashboard, renames the list', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: `Kwame Mensah ${stamp}` });
  // The last registration signs the page in: the agent.
  await registerMemberViaApi(page.request, 'Agent', { fullName: 'Lena Listkeeper' });

  // From the player's profile: Shortlist → a new list, with a private note.
  await page.setViewportSize(PHONE);
  await page.goto(`/player-profile/${player.userId}`);
  await page.getByRole('button', { name: `Shortlist: ${isolate(player.fullName)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Shortlist ${isolate(player.fullName)}` });
  await expect(dialog.getByLabel('List', { exact: true })).toHaveValue('new');
  await dialog.getByRole('button', { name: 'Save to list' }).click();
  await expect(dialog.getByText(englishOf(SHORTLIST_MESSAGES.nameRequired))).toBeVisible();
  await dialog.getByLabel('New list name').fill('Strikers 2027');
  await dialog.getByLabel('Private note (optional)').fill('Quick first step, strong left foot');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Save to list' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved to ${isolate('Strikers 2027')}.`)).toBeVisible();
  // The dialog is built when first opened (LazyModal) and still gives focus back to its button.
  await expect(page.getByRole('button', { name: `Shortlisted: ${isolate(player.fullName)}` })).toBeFocused();

  // The header leads to /shortlists: the list with its count, the player with the note.
  await page.getByRole('link', { name: 'Shortlists' }).click();
  await expect(page).toHaveURL(/\/shortlists$/);
  const list = page.getByRole('listitem', { name: 'Strikers 2027' });
  await expect(list.getByText('1 player')).toBeVisible();
  await list.getByRole('button', { name: 'Show players' }).click();
  await expect(list.getByText(`Note: ${isolate('Quick first step, strong left foot')}`)).toBeVisible();
  // Exact: the 'Write a report on …' link beside it names the player too.
  await expect(list.getByRole('link', { name: player.fullName, exact: true })).toHaveAttribute(
    'href',
    `/player-profile/${player.userId}`,
  );
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/shortlists');

  // Rename it, and add a second list that moves above the first with the keyboard-reachable buttons.
  await list.getByRole('button', { name: `Rename ${isolate('Strikers 2027')}` }).click();
  await page.getByLabel(`New name for ${isolate('Strikers 2027')}`).fill('Strikers for next season');
  await page.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem', { name: 'Strikers for next season' });
  await expect(renamed).toBeVisible();
  await page.getByLabel('New list name').fill('Keepers');
  await page.getByRole('button', { name: 'Create list' }).click();
  const lists = page.getByRole('list', { name: 'Your shortlists, in your order' });
  await expect(lists.getByRole('heading', { level: 2 })).toHaveText(['Strikers for next season', 'Keepers']);
  await page.getByRole('button', { name: `Move ${isolate('Keepers')} up` }).click();
  await expect(lists.getByRole('heading', { level: 2 })).toHaveText(['Keepers', 'Strikers for next season']);

  // Delete the empty list after confirming.
  await page.getByRole('button', { name: `Delete ${isolate('Keepers')}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${isolate('Keepers')}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(lists.getByRole('heading', { level: 2 })).toHaveText(['Strikers for next season']);

  // The dashboard's Saved Profiles card shows the latest saved player, and leads to /shortlists.
  await page.goto('/agent-dashboard');
  const card = page.getByRole('region', { name: 'Saved Profiles' });
  await expect(card.getByRole('link', { name: player.fullName })).toBeVisible();
  await expect(card.getByText(`on ${isolate('Strikers for next season')}`)).toBeVisible();
  await card.getByRole('link', { name: 'All shortlists' }).click();
  await expect(page).toHaveURL(/\/shortlists$/);
});

test("the video pool asks its Shortlist buttons' state in one request, and a save from a card shows on it", async ({
  page,
}) => {
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: `Nuno Poolside ${Date.now()}`,
    country: POOL_COUNTRY,
  });
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status(), await synced.text()).toBe(200);
  await registerMemberViaApi(page.request, 'Agent', { fullName: 'Pia Poolkeeper' });

  const forPlayer: string[] = [];
  const holding: string[] = [];
  let holdingAnswered = 0;
  const isHolding = (url: string) => new URL(url).pathname === '/api/shortlists/holding';
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/shortlists/for-player/')) forPlayer.push(request.url());
    if (isHolding(request.url())) holding.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (isHolding(request.url())) holdingAnswered += 1;
  });
  const allHoldingAnswered = () => expect.poll(() => holdingAnswered).toBe(holding.length);

  // The dashboard: one request for the state of every card's button, none per card.
  await page.goto('/agent-dashboard');
  const pool = page.getByRole('region', { name: 'Player Video Profiles' });
  const cards = pool.getByRole('list', { name: 'Video pool' }).getByRole('listitem');
  const anyButton = /^Shortlist(ed)?: /;
  await expect(cards.first().getByRole('button', { name: anyButton })).toBeVisible();
  await expect(cards.getByRole('button', { name: anyButton })).toHaveCount(await cards.count());
  await expect.poll(() => holding.length).toBe(1);
  await allHoldingAnswered();
  expect(new URL(holding[0] ?? '').searchParams.get('playerIds')).toContain(String(player.userId));
  expect(forPlayer).toEqual([]);

  // Only this player's three videos (a new request only if the shown players changed).
  await choose(page, 'Country', POOL_COUNTRY, pool);
  await expect(cards).toHaveCount(3);
  const buttons = cards.getByRole('button', { name: `Shortlist: ${isolate(player.fullName)}` });
  await expect(buttons).toHaveCount(3);
  await allHoldingAnswered();
  const beforeSave = holding.length;

  // Saved from one card: every card of the player says so, from the list's one refreshed request.
  await buttons.first().click();
  const dialog = page.getByRole('dialog', { name: `Shortlist ${isolate(player.fullName)}` });
  await dialog.getByLabel('New list name').fill('Pool finds');
  await dialog.getByRole('button', { name: 'Save to list' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved to ${isolate('Pool finds')}.`)).toBeVisible();
  await expect(cards.getByRole('button', { name: `Shortlisted: ${isolate(player.fullName)}` })).toHaveCount(3);
  expect(holding).toHaveLength(beforeSave + 1);
  expect(new URL(holding.at(-1) ?? '').searchParams.get('playerIds')).toBe(String(player.userId));
  expect(forPlayer).toEqual([]);
});

test('a player saves an opportunity and finds it in the Favourites card', async ({ page }) => {
  test.slow();
  const description = `Trial week at a coastal club ${Date.now()}`;
  await registerMemberViaApi(page.request, 'Agent', { fullName: 'Omar Poster' });
  await postOpportunityViaApi(page.request, description);
  await registerMemberViaApi(page.request, 'Player', { fullName: 'Ada Saver' });

  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByText(englishOf(FAVOURITE_MESSAGES.noFavourites))).toBeVisible();
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  // 'Save: …' or 'Saved: …': the button's name starts with the word it shows.
  const saveName = new RegExp(
    `^(${englishOf(FAVOURITE_MESSAGES.save)}|${englishOf(FAVOURITE_MESSAGES.saved)}): ${isolate(description.slice(0, 60))}`,
  );
  const save = opportunities.getByRole('button', { name: saveName });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText(englishOf(FAVOURITE_MESSAGES.saved));
  await expect(favourites.getByText(description)).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/player-dashboard');

  // Unsaving from the card takes it away again.
  await favourites.getByRole('button', { name: saveName }).click();
  await expect(favourites.getByText(englishOf(FAVOURITE_MESSAGES.noFavourites))).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
});
