import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser } from './support/messaging.ts';
import { consentLinks } from './support/parental-consent.ts';

const PHONE = { width: 360, height: 740 };

test("the parent confirms from the mail, without an account, and the minor's dashboard changes", async ({
  page,
  browser,
}) => {
  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(15) });
  const parentEmail = uniqueEmail('parent');
  await page.goto('/player-dashboard');
  const overlay = page.getByRole('dialog', { name: 'Parent or guardian e-mail' });
  await overlay.getByLabel('Parent e-mail').fill(parentEmail);
  await overlay.getByRole('button', { name: 'Submit' }).click();
  await expect(overlay).toBeHidden();

  // Pending: the dashboard says who was asked; asking again at once is refused with the server's words.
  const pending = page.getByText('Waiting for your parent or guardian');
  await expect(pending).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.parentConsentPending))).toBeVisible();
  await expect(page.getByText(parentEmail)).toBeVisible();
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(englishOf(MESSAGES.parentConsentResendTooSoon))).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, 'the pending consent alert');
  await expectNoViolations(page);

  // The parent opens the mail's link in a browser of their own.
  const { mail, confirm } = await consentLinks(page.request, parentEmail);
  expect(mail.text).toContain(minor.fullName);
  const parentBrowser = await openSecondBrowser(browser);
  const parent = parentBrowser.page;
  await parent.setViewportSize(PHONE);
  await parent.goto(confirm);
  await expect(parent.getByRole('heading', { level: 1, name: 'Parental consent' })).toBeVisible();
  await expect(parent.getByText(`${isolate(minor.fullName)} has created a player account`)).toBeVisible();
  await expect(parent.getByText('What is shown, and to whom')).toBeVisible();
  await expectNoViolations(parent);
  await expectNoHorizontalScroll(parent, '/parental-consent');
  await parent.getByRole('button', { name: 'Confirm' }).click();
  await expect(parent.getByText(englishOf(MESSAGES.consentConfirmed))).toBeVisible();

  // A used link says so, and offers nothing more to do.
  await parent.reload();
  await expect(parent.getByText(englishOf(MESSAGES.consentLinkUsed))).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  await expectNoViolations(parent);
  await parentBrowser.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${isolate(minor.fullName)}` })).toBeVisible();
  await expect(page.getByText('My Football Journey')).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test('the refuse link preselects refusing but waits for the click; the minor is told', async ({ page, browser }) => {
  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(14) });
  const parentEmail = uniqueEmail('parent');
  const asked = await page.request.put(`/api/player-details/${minor.userId}`, { data: { parentEmail } });
  expect(asked.status()).toBe(200);
  const { refuse } = await consentLinks(page.request, parentEmail);

  const parentBrowser = await openSecondBrowser(browser);
  const parent = parentBrowser.page;
  await parent.setViewportSize(PHONE);
  await parent.goto(refuse);
  await expect(parent.getByText('You chose to refuse. Please confirm by pressing the button below.')).toBeVisible();
  await expectNoViolations(parent);
  // Opening the link decided nothing.
  await page.goto('/player-dashboard');
  await expect(page.getByText('Waiting for your parent or guardian')).toBeVisible();

  await parent.getByRole('button', { name: 'Refuse and close the account' }).click();
  await expect(parent.getByText(englishOf(MESSAGES.consentRefused))).toBeVisible();
  await parentBrowser.close();

  await page.reload();
  await expect(page.getByText(englishOf(MESSAGES.parentConsentRefused))).toBeVisible();
  await expect(page.getByText('Waiting for your parent or guardian')).toHaveCount(0);
});

test('a link we never sent says so', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/parental-consent?token=not-a-real-token');
  await expect(page.getByText(englishOf(MESSAGES.consentLinkInvalid))).toBeVisible();
  await expectNoViolations(page);
});
