import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFile, input, PDF, PNG } from './support/transfermarkt.ts';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A stored picture: the server answers every upload with a new /api/files/{uuid} address. */
const STORED = /^\/api\/files\/[0-9a-f-]{36}$/;

async function checkPage(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, what);
  await page.setViewportSize(DESKTOP);
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a player sets a photo and a display image, edits the profile, and an agent sees it and offers to sign', async ({
  page,
}) => {
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.setViewportSize(DESKTOP);

  // The dashboard's "Your profile" card: initials until a photo is set, then the photo at once.
  await page.goto('/player-dashboard');
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
  // A PDF dressed as a PNG passes the browser's guess; the server reads the content and refuses it.
  await chooseFile(page, card.getByRole('button', { name: 'Change photo' }), {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: PDF,
  });
  const refusal = card.getByRole('alert');
  await expect(refusal).toContainText(englishOf(MESSAGES.uploadFailed));
  await expect(refusal).toContainText(englishOf(MESSAGES.imageTypeNotAccepted));
  await chooseFile(page, card.getByRole('button', { name: 'Change photo' }), png('photo.png'));
  await expect(card.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', STORED);
  await expect(refusal).toHaveCount(0);

  // The profile shows the same photo; the display image is set there.
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/player-profile/${player.userId}$`));
  const photo = page.getByRole('img', { name: `${isolate(player.fullName)}'s profile photo` });
  await expect(photo).toHaveAttribute('src', STORED);
  const cover = page.locator('img[alt=""][src^="/api/files/"]');
  await expect(cover).toHaveCount(0);
  await chooseFile(page, page.getByRole('button', { name: 'Change display image' }), png('pitch.png'));
  await expect(cover).toHaveAttribute('src', STORED);
  await checkPage(page, 'the player profile');

  // Edit mode: a required field left empty is named, Cancel keeps the old details, Save shows the new.
  const details = page.getByRole('region', { name: 'Player details' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await input(details, 'Current club').fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText(englishOf(MESSAGES.fieldRequired))).toBeVisible();
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.getByText('CD Leganés')).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await input(details, 'Current club').fill('Real Betis Balompié');
  await input(details, 'Player strength').fill('Reads the game two passes ahead');
  await checkPage(page, 'the player profile in edit mode');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(englishOf(MESSAGES.playerProfileSaved))).toBeVisible();
  await expect(details.getByText('Real Betis Balompié')).toBeVisible();
  await expect(details.getByText('Reads the game two passes ahead')).toBeVisible();
  await page.reload();
  await expect(details.getByText('Real Betis Balompié')).toBeVisible();

  // An agent sees the pictures and the details, cannot change them, and can offer to sign.
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto(`/player-profile/${player.userId}`);
  await expect(photo).toHaveAttribute('src', STORED);
  await expect(cover).toHaveAttribute('src', STORED);
  await expect(details.getByText('Real Betis Balompié')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change photo' })).toHaveCount(0);
  // Decision 025: offers are for verified agents; this one is not offered the button, and the page
  // opened by its address tells them what to do first.
  await expect(page.getByRole('button', { name: /^Message/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offer to Sign' })).toHaveCount(0);
  await page.goto(`/offer-to-sign/${player.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Sign' })).toBeVisible();
  await expect(page.getByRole('link', { name: player.fullName })).toBeVisible();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.needsVerification))).toBeVisible();
  await checkPage(page, 'the offer-to-sign page');
});

test('an agent sets a photo from the dashboard and a display image on the agent profile', async ({ page }) => {
  const agent = await registerMemberViaApi(page.request, 'Agent');
  await page.setViewportSize(DESKTOP);
  await page.goto('/agent-dashboard');
  const card = page.getByRole('region', { name: 'Your profile' });
  await chooseFile(page, card.getByRole('button', { name: 'Change photo' }), png('me.png'));
  await expect(card.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', STORED);
  // The header's avatar follows at once, and still after a reload.
  const headerPhoto = page.getByRole('button', { name: 'Profile menu' }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', STORED);
  await page.reload();
  await expect(headerPhoto).toHaveAttribute('src', STORED);
  await checkPage(page, 'the agent dashboard');

  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent-profile/${agent.userId}$`));
  await expect(page.getByRole('img', { name: `${isolate(agent.fullName)}'s profile photo` })).toHaveAttribute(
    'src',
    STORED,
  );
  await chooseFile(page, page.getByRole('button', { name: 'Change display image' }), png('cover.png'));
  await expect(page.locator('img[alt=""][src^="/api/files/"]')).toHaveAttribute('src', STORED);
  await checkPage(page, 'the agent profile');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkPage(page, 'the agent profile (dark)');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await checkPage(page, 'the agent profile in edit mode (dark)');
});

test('players cannot open the offer-to-sign page', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.goto(`/player-profile/${player.userId}`);
  await expect(page.getByRole('link', { name: 'Offer to Sign' })).toHaveCount(0);
  await page.goto(`/offer-to-sign/${player.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: englishOf(MESSAGES.notAuthorisedTitle) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offer to Sign' })).toHaveCount(0);
});
