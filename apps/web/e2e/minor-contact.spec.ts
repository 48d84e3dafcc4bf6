import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining } from './support/mailbox.ts';
import { messagesDialog, openSecondBrowser, uniqueName } from './support/messaging.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';
import { signInAdminViaApi } from './support/two-factor.ts';

const PHONE = { width: 360, height: 740 };

test('an unverified agent is refused posting an opportunity for ages 13-16, with the reason on the form', async ({
  page,
}) => {
  await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Unverified') });
  await page.goto('/agent-dashboard');
  const form = page.getByRole('region', { name: 'Post an Opportunity' });
  await form.getByLabel('Description').fill(`U16 trial ${Date.now()}: a week with an academy side.`);
  await form.getByRole('combobox', { name: 'Age range' }).click();
  await page.getByRole('option', { name: '13-16', exact: true }).click();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByText(englishOf(MESSAGES.postToMinorsNeedsVerification))).toBeVisible();
  await expectNoViolations(page);
});

test('a parent revokes an approval from the mail link, and the agent can no longer write', async ({
  page,
  browser,
}) => {
  test.slow();
  const parentEmail = uniqueEmail('parent');
  const minorBrowser = await openSecondBrowser(browser);
  const minor = await registerMemberViaApi(minorBrowser.page.request, 'Player', {
    fullName: uniqueName('Young'),
    dob: dobYearsAgo(16),
  });
  await giveParentalConsentViaApi(page.request, minor.userId, parentEmail);
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Agent') });
  await verifyAgentViaApi(page.request, agent.userId);

  // The agent asks, an admin approves: the parent is mailed.
  const asked = await page.request.post('/api/underage-message-request', {
    data: { agentId: agent.userId, playerId: minor.userId, message: 'I would like to invite your child to a trial.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const adminBrowser = await openSecondBrowser(browser);
  // Both steps: the shared admin uses two-factor sign-in (decision 012).
  await signInAdminViaApi(adminBrowser.page.request);
  const approved = await adminBrowser.page.request.post(`/api/approve-underage-request/${(await asked.json()).id}`);
  expect(approved.status(), await approved.text()).toBe(200);
  await adminBrowser.close();

  const started = await page.request.post('/api/conversations/start', {
    data: { participant1_id: agent.userId, participant2_id: minor.userId },
  });
  const conversationId = ((await started.json()) as { id: number }).id;
  const sent = await page.request.post('/api/messages/send', {
    data: { conversationId, senderId: agent.userId, message: 'Hello from your agent.' },
  });
  expect(sent.status()).toBe(201);

  // The parent opens the link: the page explains, and only the button revokes.
  const mail = await latestMail(page.request, parentEmail, /may now message/);
  expect(mail.text).toContain(agent.fullName);
  expect(mail.text).toContain('never deleted');
  const link = new URL(linkContaining(mail, '/parental-revoke'));
  const parentBrowser = await openSecondBrowser(browser);
  const parent = parentBrowser.page;
  await parent.setViewportSize(PHONE);
  await parent.goto(`${link.pathname}${link.search}`);
  await expect(parent.getByRole('heading', { level: 1, name: 'Withdraw an approval' })).toBeVisible();
  await expect(parent.getByText(`Agent: ${isolate(agent.fullName)}`)).toBeVisible();
  await expect(parent.getByText('I would like to invite your child to a trial.')).toBeVisible();
  await expectNoViolations(parent);
  await expectNoHorizontalScroll(parent, '/parental-revoke');
  await parent.getByRole('button', { name: 'Revoke approval' }).click();
  await expect(parent.getByText(englishOf(MESSAGES.parentalRevokeDone))).toBeVisible();
  await expectNoViolations(parent);
  // The used link says so.
  await parent.reload();
  await expect(parent.getByText(englishOf(MESSAGES.parentalRevokeUsed))).toBeVisible();
  await parentBrowser.close();

  // The agent reads the thread but has no send box, and is told why.
  await page.goto(`/agent-dashboard?conversation=${conversationId}`);
  const dialog = messagesDialog(page);
  // The thread itself, not the conversation list's snippet of it (which the phone layout may hide).
  await expect(dialog.getByRole('list', { name: /^Messages with/ }).getByText('Hello from your agent.')).toBeVisible();
  await expect(dialog.getByText(englishOf(MESSAGES.underageApprovalRevoked))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expectNoViolations(page);
  await minorBrowser.close();
});
