import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { messageText } from '@scouting/contract/message-ids';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/credentials.ts';
import { expect, test } from './support/fixtures.ts';
import { switchTo } from './support/pages.ts';
import { chooseFile, input, PDF, PNG } from './support/transfermarkt.ts';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const REVIEW_PATH = '/review-agent-verifications';

/** axe and the 360 px phone check for the page as it is now. */
async function checkPage(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, what);
  await page.setViewportSize(DESKTOP);
}

/** The admin's card of one request, by the legal name and its status badge. */
function requestCard(page: Page, legalName: string, status: 'Pending' | 'Rejected' | 'Approved') {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: legalName }) })
    .filter({ has: page.getByText(status, { exact: true }) });
}

async function fillVerificationForm(page: Page, legalName: string, licenseNumber: string) {
  await input(page, 'Full legal name').fill(legalName);
  await input(page, 'Licence number').fill(licenseNumber);
  await input(page, 'Issuing body').fill('RFEF');
  await chooseFile(page, page.getByRole('button', { name: /^Licence document/ }), {
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await chooseFile(page, page.getByRole('button', { name: /^ID document/ }), {
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
}

test('an agent requests verification, is rejected with a reason, resubmits and is approved', async ({ page }) => {
  // Two people, four submissions or decisions and a dozen axe runs.
  test.slow();
  const legalName = `Verified Agent ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: legalName });
  const profilePath = `/agent-profile/${agent.userId}`;

  // Not yet requested: the details and the button.
  await page.goto(profilePath);
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  await expect(page.getByText('agent@goal-line.example')).toBeVisible();
  await expect(page.getByText('Goal Line Agency')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  await checkPage(page, 'the agent profile (not requested)');

  // Opened directly, the verification page has no agent id.
  await page.goto('/agent-verification');
  await expect(page.getByRole('alert')).toHaveText(englishOf(MESSAGES.verificationAgentIdMissing));
  await checkPage(page, '/agent-verification without an agent id');
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));

  await page.getByRole('button', { name: 'Request Verification' }).click();
  await expect(page).toHaveURL(/\/agent-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Verification' })).toBeVisible();
  await fillVerificationForm(page, legalName, 'RFEF-001');
  // The agreement is required.
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: englishOf(MESSAGES.verificationTermsRequired) }),
  ).toBeVisible();
  await checkPage(page, 'the verification form');
  await page.getByRole('checkbox', { name: /I agree to the platform’s terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText(englishOf(MESSAGES.verificationSubmitted))).toBeVisible();
  // docs/product.md#verification: back on the profile after 2 seconds, pending.
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`), { timeout: 5_000 });
  await expect(page.getByText('Verification Pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Verification' })).toHaveCount(0);
  await checkPage(page, 'the agent profile (pending)');

  // The admin rejects with a reason and allows resubmission; the documents open from the card.
  await switchTo(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(REVIEW_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Agent Verifications' })).toBeVisible();
  const pending = requestCard(page, legalName, 'Pending');
  await expect(pending.getByText('RFEF-001')).toBeVisible();
  const licence = pending.getByRole('link', { name: 'Licence document' });
  await expect(licence).toHaveAttribute('href', /^\/api\/files\/[0-9a-f-]{36}$/);
  await expect(licence).toHaveAttribute('target', '_blank');
  const licenceHref = (await licence.getAttribute('href')) ?? '';
  const download = await page.request.get(licenceHref);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  await expect(pending.getByRole('link', { name: 'Agent profile' })).toHaveAttribute('href', profilePath);
  await checkPage(page, REVIEW_PATH);
  const reason = 'The licence scan is cut off.';
  await input(pending, 'Rejection reason (optional)').fill(reason);
  await pending.getByRole('switch', { name: /Allow resubmission/ }).check({ force: true });
  await pending.getByRole('button', { name: /^Reject/ }).click();
  // A decided request leaves the Pending list (docs/product.md#admin-pages); the Decided filter shows it.
  await expect(pending).toHaveCount(0);
  await page.getByText('Decided', { exact: true }).click();
  await expect(page).toHaveURL(/state=decided/);
  const rejected = requestCard(page, legalName, 'Rejected');
  await expect(rejected.getByText(reason)).toBeVisible();
  await expect(rejected.getByRole('switch', { name: /Allow resubmission/ })).toBeChecked();
  await expect(rejected.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The agent is told why, sees the denial on the profile and sends a new request.
  await switchTo(page, agent.email, STRONG_PASSWORD);
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await page.getByRole('button', { name: new RegExp(reason) }).click();
  await expect(page.locator('[aria-current="true"]')).toContainText(
    `Your agent verification request was rejected. Reason: ${isolate(reason)}`,
  );
  await page.goto(profilePath);
  await expect(page.getByText('Verification denied')).toBeVisible();
  await expect(page.getByText(`Reason: ${isolate(reason)}`)).toBeVisible();
  await checkPage(page, 'the agent profile (denied)');
  // The dashboard says the same and leads to the request too.
  await page.goto('/agent-dashboard');
  await expect(page.getByText(`Reason: ${isolate(reason)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Request Verification' }).click();
  await expect(page).toHaveURL(/\/agent-verification$/);
  // The new request starts from what the agent already said, under the reason it was refused.
  await expect(page.getByText(`Reason: ${isolate(reason)}`)).toBeVisible();
  await expect(input(page, 'Agency name')).not.toHaveValue('');
  await checkPage(page, 'the resubmission');
  await fillVerificationForm(page, legalName, 'RFEF-002');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`), { timeout: 5_000 });
  await expect(page.getByText('Verification Pending')).toBeVisible();

  // The admin approves the new request.
  await switchTo(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(REVIEW_PATH);
  const second = requestCard(page, legalName, 'Pending');
  await expect(second.getByText('RFEF-002')).toBeVisible();
  await second.getByRole('button', { name: /^Approve/ }).click();
  await expect(second).toHaveCount(0);
  await page.getByText('Decided', { exact: true }).click();
  await expect(requestCard(page, legalName, 'Approved')).toBeVisible();
  // The older, rejected request can no longer reopen anything.
  await expect(requestCard(page, legalName, 'Rejected').getByRole('switch')).toHaveCount(0);

  // The badge shows, to the agent and to others; the agent was notified.
  await switchTo(page, agent.email, STRONG_PASSWORD);
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(page.getByRole('button', { name: /Your agent verification was approved/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(profilePath);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Verification Pending')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Verification' })).toHaveCount(0);
  await checkPage(page, 'the agent profile (verified)');
});

test('an agent edits the agency details; empty fields are refused', async ({ page }) => {
  const agent = await registerMemberViaApi(page.request, 'Agent');
  await page.goto(`/agent-profile/${agent.userId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit agency details' });
  await input(form, 'Agency name').fill('  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(englishOf(MESSAGES.fillInAllFields));
  await checkPage(page, 'the agent profile edit mode');

  // Cancel keeps the old values.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Goal Line Agency')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await input(form, 'Agency name').fill('Touchline Partners');
  await input(form, 'Agency website').fill('https://touchline.example');
  await input(form, 'Country of operation').click();
  await input(form, 'Country of operation').fill('Portugal');
  await page.getByRole('option', { name: 'Portugal', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Touchline Partners')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://touchline.example' })).toBeVisible();
  await expect(page.getByText('Portugal')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Touchline Partners')).toBeVisible();

  // Another member sees the public details only: no Edit, no e-mail, no verification controls.
  await page.context().clearCookies();
  const viewer = await registerMemberViaApi(page.request, 'Player');
  expect(viewer.userId).toBeGreaterThan(0);
  await page.goto(`/agent-profile/${agent.userId}`);
  await expect(page.getByText('Touchline Partners')).toBeVisible();
  await expect(page.getByText('agent@goal-line.example')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Verification' })).toHaveCount(0);

  await page.goto('/agent-profile/not-a-number');
  await expect(page.getByRole('alert')).toHaveText(englishOf(MESSAGES.userIdNotFoundInUrl));
  await page.goto(`/agent-profile/${viewer.userId}`);
  await expect(page.getByRole('alert')).toHaveText(
    englishOf(messageText(MESSAGES.agentNotFoundStatus, { status: 404 })),
  );
});
