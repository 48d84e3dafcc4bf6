import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining } from './support/mailbox.ts';
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

/** 'YYYY-MM' so many months from now, as the month inputs take it. */
function monthFromNow(months: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return month.toISOString().slice(0, 7);
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
  await expect(page.getByText(englishOf(MESSAGES.playerProfileSaved))).toBeVisible();
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

test('a player whose contract ends soon has a season confirmed by a coach from the mail; an agent finds them by contract end and sees it', async ({
  page,
}) => {
  test.slow();
  // The wizard's previous club becomes the record's first entry (decision 066).
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: `Iker Record ${uniqueWord()}`,
    previousClub: 'Real Oviedo Vetusta - 2025',
  });
  const contractUntil = monthFromNow(2);
  const endsBefore = monthFromNow(3);

  // The player, at phone width, says when the contract ends and fills the season at that club.
  await page.setViewportSize(PHONE);
  await page.goto(`/player-profile/${player.userId}`);
  const details = page.getByRole('region', { name: 'Player details' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await input(details, 'Contract until (last month)').fill(contractUntil);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(englishOf(MESSAGES.playerProfileSaved))).toBeVisible();

  const record = page.getByRole('region', { name: 'Career' });
  await record.getByRole('button', { name: 'Edit record' }).click();
  const club = record.getByRole('group', { name: 'Club 1' });
  await expect(club.getByRole('textbox', { name: 'Club', exact: true })).toHaveValue('Real Oviedo Vetusta');
  await club.getByRole('combobox', { name: 'Country' }).fill('Spain');
  await page.getByRole('option', { name: 'Spain', exact: true }).click();
  await club.getByRole('button', { name: 'Add season' }).click();
  const line = club.getByRole('group', { name: 'Season 1' });
  await line.getByLabel('Season (2024-25 or 2025)').fill('2025');
  await line.getByLabel('Appearances').fill('26');
  await line.getByLabel('Goals').fill('9');
  await line.getByLabel('Assists').fill('4');
  await record.getByRole('button', { name: 'Save record' }).click();
  const seasons = record.getByRole('table', { name: `Seasons at ${isolate('Real Oviedo Vetusta')}` });
  await expect(seasons.getByText('Self-reported')).toBeVisible();

  // They ask the coach of that season, whose mailbox no other journey uses.
  const coachEmail = uniqueEmail('coach');
  await record.getByRole('button', { name: 'Ask a coach to confirm' }).click();
  const ask = record.getByRole('form', { name: 'Ask a coach to confirm' });
  await choose(page, 'Club whose seasons the coach confirms', 'Real Oviedo Vetusta (2025-01)', ask);
  await ask.getByLabel("Coach's name").fill('Marta Prieto');
  await ask.getByLabel("Coach's e-mail").fill(coachEmail);
  await ask.getByLabel("Coach's role (for example U19 head coach)").fill('Head coach');
  await checkPage(page, 'the record with the request to a coach');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('We have mailed the coach a link to confirm these seasons.')).toBeVisible();

  // The coach has no account here: a fresh browser state, the link from the mail.
  const mail = await latestMail(page.request, coachEmail, /confirm their seasons/);
  await page.context().clearCookies();
  await page.goto(linkContaining(mail, '/confirm-record?token='));
  await page.getByRole('button', { name: 'Confirm these seasons' }).click();
  await expect(page.getByText('Thank you. The seasons are marked as confirmed by you.')).toBeVisible();

  // An agent searches by contract end on the search page, finds the player and opens the profile.
  await registerMemberViaApi(page.request, 'Agent');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/search?q=${encodeURIComponent(player.fullName)}`);
  await input(page, 'Contract ends before').fill(endsBefore);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]contractEndsBefore=${endsBefore}(&|$)`));
  const card = page.getByRole('list', { name: 'Players found' }).getByRole('listitem', { name: player.fullName });
  await expect(card).toContainText('Contract until');
  await card.getByRole('link', { name: player.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/player-profile/${player.userId}$`));
  const seen = page.getByRole('region', { name: 'Career' });
  await expect(
    seen.getByRole('table', { name: `Seasons at ${isolate('Real Oviedo Vetusta')}` }).getByText('Confirmed by coach'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    seen.getByText(
      `Confirmed by ${isolate('Marta Prieto')}, ${isolate('Head coach')} at ${isolate('Real Oviedo Vetusta')}`,
    ),
  ).toBeVisible();
  await checkPage(page, 'the confirmed record an agent reads');
});
