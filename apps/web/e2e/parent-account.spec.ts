import type { APIRequestContext } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { englishOf } from '@scouting/contract/sentences';
import {
  dobYearsAgo,
  type RegisteredMember,
  registerMemberViaApi,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueUsername,
} from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining, VERIFICATION_SUBJECT } from './support/mailbox.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi } from './support/opportunities.ts';
import { fillRegisterForm, logIn } from './support/pages.ts';
import { CONSENT_SUBJECT } from './support/parental-consent.ts';
import { verifyAgentViaApi } from './support/safeguarding.ts';
import { field, fillBaseSteps, pressNext, stepHeading } from './support/wizard.ts';

// docs/product.md#parents: a parent's own account, from the consent mail to the dashboard's decisions.

const PHONE = { width: 390, height: 844 };
// The fake YouTube's channel (apps/server/test/fake-youtube.ts): three videos, newest first.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const NEWEST = 'Hat-trick against Rivals FC';

async function applyViaApi(request: APIRequestContext, player: RegisteredMember, opportunityId: number) {
  const response = await request.post('/api/apply', {
    multipart: { playerId: String(player.userId), opportunityId: String(opportunityId), introduction: 'Fast winger.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}

test('a parent creates their account from the consent mail, confirms, follows their child and decides', async ({
  page,
  browser,
}) => {
  test.slow();
  // The child, on their own device: a 15-year-old who gives their parent's address.
  const parentEmail = uniqueEmail('parent');
  const childBrowser = await openSecondBrowser(browser);
  const child = await registerMemberViaApi(childBrowser.page.request, 'Player', {
    fullName: uniqueName('Kid'),
    dob: dobYearsAgo(15),
  });
  const asked = await childBrowser.page.request.put(`/api/player-details/${child.userId}`, { data: { parentEmail } });
  expect(asked.status(), await asked.text()).toBe(200);

  // The parent, on a phone, follows the mail's 'Create your parent account'.
  await page.setViewportSize(PHONE);
  const consentMail = await latestMail(page.request, parentEmail, CONSENT_SUBJECT);
  const create = new URL(linkContaining(consentMail, '/register?role=Parent'));
  await page.goto(`${create.pathname}${create.search}`);
  await fillRegisterForm(page, parentEmail, STRONG_PASSWORD, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(englishOf(MESSAGES.verificationEmailSent))).toBeVisible();
  const verification = new URL(
    linkContaining(await latestMail(page.request, parentEmail, VERIFICATION_SUBJECT), 'verify-email'),
  );
  await page.goto(`${verification.pathname}${verification.search}`);
  await logIn(page, parentEmail, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await fillBaseSteps(page, {
    firstName: 'Rosa',
    lastName: 'Parent',
    username: uniqueUsername('parent'),
    dob: '1982-03-10',
    country: 'Spain',
    role: 'Parent',
  });
  await pressNext(page);
  await expect(stepHeading(page, 7)).toBeVisible();
  await field(page, 'I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  // Back on the consent page, signed in: confirming links the child to the account.
  await expect(page).toHaveURL(/\/parental-consent\?token=/);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(englishOf(MESSAGES.consentConfirmedLinked))).toBeVisible();
  await page.getByRole('link', { name: 'Open your parent dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate('Rosa Parent')}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: child.fullName })).toBeVisible();
  await expect(page.getByText('Consent: confirmed')).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the parent dashboard');

  // The child applies and accepts an agent's offer, which waits for the parent.
  const agentBrowser = await openSecondBrowser(browser);
  const agent = await registerMemberViaApi(agentBrowser.page.request, 'Agent', { fullName: uniqueName('Agent') });
  await verifyAgentViaApi(agentBrowser.page.request, agent.userId);
  const post = `Academy trial ${uniqueName('post')}`;
  const opportunityId = await postOpportunityViaApi(agentBrowser.page.request, post, { ageRange: '13-16' });
  const applicationId = await applyViaApi(childBrowser.page.request, child, opportunityId);
  const offered = await agentBrowser.page.request.post('/api/representation-offers', {
    data: { playerId: child.userId, months: 12, exclusive: false, feePercent: 2, message: 'Academy placement.' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = ((await offered.json()) as { id: number }).id;
  const accepted = await childBrowser.page.request.post(`/api/representation-offers/${offerId}/answer`, {
    data: { answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The agent invites the child to a trial; the child's videos come from their channel.
  const invited = await agentBrowser.page.request.post(`/api/applications/${applicationId}/trial-invitation`, {
    data: {
      startsAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      venue: 'Academy pitch 2',
      details: 'Bring boots and shin pads.',
    },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  await agentBrowser.close();
  const synced = await childBrowser.page.request.post(`/api/sync-youtube/${child.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status(), await synced.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('1 agreement waits for you')).toBeVisible();
  await expect(page.getByText('1 trial invitation not answered yet')).toBeVisible();
  await page.getByRole('link', { name: `See everything about ${isolate(child.fullName)}` }).click();
  await expect(page.getByText(post)).toBeVisible();
  await expect(page.getByText(`Posted by ${isolate(agent.fullName)}`)).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, "the child's activity");

  await page.getByRole('button', { name: 'Confirm the agreement' }).click();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.guardianConfirmed))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm the agreement' })).toHaveCount(0);

  // The parent declines the trial for the child, and hides a video, each behind a confirmation.
  await page.getByRole('button', { name: 'Decline the trial' }).click();
  const declineDialog = page.getByRole('dialog', { name: 'Decline this trial invitation?' });
  await expect(declineDialog.getByText(new RegExp(`${isolate(agent.fullName)} is told`))).toBeVisible();
  await expectNoViolations(page);
  await declineDialog.getByRole('button', { name: 'Decline the trial' }).click();
  await expect(page.getByText(englishOf(MESSAGES.guardianTrialDeclined))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline the trial' })).toHaveCount(0);
  await expect(page.getByText(/Trial on .* at \u2068Academy pitch 2\u2069 \(Declined\)/)).toBeVisible();

  await page.getByRole('button', { name: `Hide this video: ${isolate(NEWEST)}` }).click();
  await page.getByRole('dialog', { name: 'Hide this video?' }).getByRole('button', { name: 'Hide this video' }).click();
  await expect(page.getByText(englishOf(MESSAGES.guardianVideoHidden))).toBeVisible();
  await expect(page.getByRole('button', { name: `Hide this video: ${isolate(NEWEST)}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `${isolate(child.fullName)}'s data` })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, "the child's activity after the decisions");

  // The child's Settings say who their guardian is and what they see.
  await childBrowser.page.goto('/settings');
  await expect(childBrowser.page.getByRole('heading', { name: 'My guardians' })).toBeVisible();
  await expect(childBrowser.page.getByText(/\u2068Rosa Parent\u2069, your guardian since/)).toBeVisible();
  await expect(childBrowser.page.getByText('Who you write with and when, never the messages')).toBeVisible();
  await expectNoViolations(childBrowser.page);

  // The parent withdraws their consent.
  await page.getByRole('button', { name: 'Withdraw my consent' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(page.getByText(englishOf(MESSAGES.consentRevoked))).toBeVisible();
  await childBrowser.close();
});
