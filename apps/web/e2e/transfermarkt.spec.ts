import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { STRONG_PASSWORD } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/credentials.ts';
import { expect, test } from './support/fixtures.ts';
import type { Mail } from './support/mailbox.ts';
import { switchTo } from './support/pages.ts';
import {
  applicationCard,
  applyViaApi,
  chooseFile,
  input,
  PDF,
  PNG,
  registerApplicant,
  selectOption,
  TRANSFERMARKT_EMAIL,
  transfermarktPermission,
  withdrawTransfermarktPermission,
} from './support/transfermarkt.ts';

const PHONE = { width: 360, height: 740 };
const REVIEW_PATH = '/review-transfermarkt-applications';

test('a player applies with two clubs, an admin rejects it with a reason, and the player reads why', async ({
  page,
}) => {
  // Three people, two uploads and four axe runs.
  test.slow();
  const player = await registerApplicant(page.request, 'Rejected');
  await page.goto('/player-dashboard');
  await page.getByRole('link', { name: 'Apply to be listed' }).click();
  await expect(page).toHaveURL(new RegExp(`/apply-transfermarkt/${player.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for Transfermarkt Listing' })).toBeVisible();
  await expect(
    page.getByText("We forward your application to Transfermarkt's data team, who decide on listing."),
  ).toBeVisible();
  // Prefilled from the profile: the snapshot, the e-mail and the current club as the first entry.
  await expect(page.getByText(player.fullName)).toBeVisible();
  await expect(input(page, 'E-mail address')).toHaveValue('player@example.com');
  const club1 = page.getByRole('group', { name: 'Club 1' });
  await expect(input(club1, 'Club')).toHaveValue('CD Leganés');

  // Nothing is sent until the contract's rules hold.
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(englishOf(MESSAGES.governmentIdRequired))).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.leagueIdRequired))).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.fieldRequired)).first()).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the application form');
  await page.setViewportSize({ width: 1280, height: 900 });

  await input(page, 'League name').first().fill('Segunda Federación');
  await input(page, 'Introduction').fill('Left-footed forward, 14 goals last season.');
  await chooseFile(page, page.getByRole('button', { name: /^Government ID/ }), {
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await chooseFile(page, page.getByRole('button', { name: /^League ID card/ }), {
    name: 'league-card.png',
    mimeType: 'image/png',
    buffer: PNG,
  });

  await input(club1, 'From year').fill('2021');
  await input(club1, 'League name').fill('Segunda Federación');
  await selectOption(page, club1, 'League tier', 'Second Division');
  await selectOption(page, club1, 'Position played', 'Forward');
  await input(club1, 'Matches').fill('34');
  await input(club1, 'Goals').fill('14');

  // Entries can be added and removed; the second club's years are out of order at first.
  await page.getByRole('button', { name: 'Add another club' }).click();
  await page.getByRole('button', { name: 'Add another club' }).click();
  await expect(page.getByRole('group', { name: 'Club 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove club 3' }).click();
  await expect(page.getByRole('group', { name: 'Club 3' })).toHaveCount(0);
  const club2 = page.getByRole('group', { name: 'Club 2' });
  await input(club2, 'Club').fill('Getafe CF B');
  await input(club2, 'From year').fill('2020');
  await input(club2, 'To year').fill('2019');
  await input(club2, 'League name').fill('Tercera Federación');
  await selectOption(page, club2, 'League tier', 'Academy');
  await selectOption(page, club2, 'Position played', 'Midfielder');
  await expect(input(club2, 'Clean sheets')).toHaveValue('0');
  await chooseFile(page, club2.getByRole('button', { name: /^Club photo/ }), {
    name: 'getafe.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(club2.getByText(englishOf(MESSAGES.yearsOutOfOrder))).toBeVisible();
  await input(club2, 'To year').fill('2021');

  // A document whose content is not an image or a PDF passes the browser but not the server: its message shows.
  await chooseFile(page, page.getByRole('button', { name: /^Government ID/ }), {
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text pretending to be a PDF'),
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/apply-transfermarkt/${player.userId}$`));
  await chooseFile(page, page.getByRole('button', { name: /^Government ID/ }), {
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/Your application has been sent/)).toBeVisible();
  await expect(page).toHaveURL(/\/player-dashboard$/);

  // The admin reviews it: both clubs, the documents, and a rejection that needs a reason.
  await switchTo(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(REVIEW_PATH);
  const card = applicationCard(page, player.fullName);
  await expect(card.getByText('submitted', { exact: true })).toBeVisible();
  await expect(card.getByText('CD Leganés (2021–')).toBeVisible();
  await expect(card.getByText('Getafe CF B (2020–2021)')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Government ID' })).toHaveAttribute('href', /^\/api\/files\//);
  await expect(card.getByRole('link', { name: `Photo at ${isolate('Getafe CF B')}` })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, REVIEW_PATH);

  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject the application of ${isolate(player.fullName)}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(englishOf(MESSAGES.enterRejectionReason))).toBeVisible();
  await expectNoViolations(page);
  const reason = 'The league ID card is not readable.';
  await input(dialog, 'Rejection reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  // A decided application leaves the Pending list (docs/product.md#admin-pages); the Decided filter shows it.
  await expect(card).toHaveCount(0);
  await page.getByText('Decided', { exact: true }).click();
  await expect(card.getByText('rejected', { exact: true })).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Forward' })).toHaveCount(0);

  // The player is told, with the reason.
  await switchTo(page, player.email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
  await page.getByRole('button', { name: new RegExp(reason) }).click();
  await expect(page).toHaveURL(/\/player-notifications$/);
  await expect(page.locator('[aria-current="true"]')).toContainText(
    `Your Transfermarkt application was rejected: ${isolate(reason)}`,
  );
});

test("an admin forwards an application: Transfermarkt's data team gets it with its documents", async ({ page }) => {
  const player = await registerApplicant(page.request, 'Forwarded');
  await applyViaApi(page.request, player.userId);

  await switchTo(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(REVIEW_PATH);
  const card = applicationCard(page, player.fullName);
  await card.getByRole('button', { name: 'Forward' }).click();
  const confirm = page.getByRole('dialog', { name: `Forward the application of ${isolate(player.fullName)}?` });
  await expect(confirm).toBeVisible();
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByText(englishOf(MESSAGES.forwarded))).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByText('Decided', { exact: true }).click();
  await expect(card.getByText('forwarded', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as Array<
    Mail & { attachments: Array<{ filename: string; contentType: string; size: number }> }
  >;
  const mail = mails.find((m) => m.to === TRANSFERMARKT_EMAIL && m.subject.includes(player.fullName));
  expect(mail, 'the forwarded mail').toBeDefined();
  expect(mail?.text).toContain('CD Leganés (2020–2024)');
  expect(mail?.attachments.map((a) => a.contentType).sort()).toEqual(['application/pdf', 'image/png']);
  expect(mail?.attachments.every((a) => a.size > 0)).toBe(true);

  await switchTo(page, player.email, STRONG_PASSWORD);
  await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
});

test('the link must start with http, and the player loses the button when an admin turns it off', async ({ page }) => {
  const player = await registerApplicant(page.request, 'Linked');
  await applyViaApi(page.request, player.userId);
  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  const section = page.getByRole('region', { name: 'Transfermarkt' });
  await expect(section.getByText('You have not added a link')).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the Transfermarkt card');

  await section.getByRole('button', { name: 'Add Transfermarkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transfermarkt' });
  await input(dialog, 'Transfermarkt link').fill('www.transfermarkt.com/alex');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(englishOf(MESSAGES.enterValidLink))).toBeVisible();
  await expectNoViolations(page);
  const url = 'https://www.transfermarkt.com/alex-applicant/profil/spieler/1';
  await input(dialog, 'Transfermarkt link').fill(url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const link = section.getByRole('link', { name: new RegExp(url) });
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(section.getByRole('button', { name: 'Edit link' })).toBeVisible();

  await switchTo(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(REVIEW_PATH);
  const permission = transfermarktPermission(applicationCard(page, player.fullName), player.fullName);
  await withdrawTransfermarktPermission(page, permission, player.userId);

  await switchTo(page, player.email, STRONG_PASSWORD);
  await expect(section.getByRole('link', { name: new RegExp(url) })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Apply to be listed' })).toBeVisible();
  await expect(section.getByRole('button', { name: /Edit link|Add Transfermarkt/ })).toHaveCount(0);
  // The server refuses too, whatever the page shows.
  const refused = await page.request.put(`/api/update-transfermarkt-link/${player.userId}`, {
    data: { transfermarktLink: 'https://example.com/other' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(englishOf(MESSAGES.transfermarktEditNotAllowed));
});
