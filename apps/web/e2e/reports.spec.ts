import type { Locator, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { openAdminBrowser } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { messageViaApi, openSecondBrowser, uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi } from './support/opportunities.ts';
import { logIn } from './support/pages.ts';

async function chooseReason(page: Page, dialog: Locator, reason: string) {
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: reason }).click();
}

/** Sends the report in the open dialog and closes it on the confirmation. */
async function sendReport(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(englishOf(MESSAGES.reportSent))).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('a player reports an opportunity; an admin hides it and the player no longer sees it', async ({
  page,
  browser,
}) => {
  // Three people in three browsers on a shared machine.
  test.slow();
  const agentBrowser = await openSecondBrowser(browser);
  await registerMemberViaApi(agentBrowser.page.request, 'Agent', { fullName: uniqueName('Agent') });
  const description = `Paid trial ${uniqueName('fee')}: send 200 euros first`;
  await postOpportunityViaApi(agentBrowser.page.request, description);
  await agentBrowser.close();

  await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Player') });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/player-dashboard');
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  const card = opportunities.getByRole('listitem').filter({ hasText: description });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Report opportunity/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Report opportunity/ });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await chooseReason(page, dialog, 'Spam or scam');
  await dialog.getByRole('textbox', { name: 'What happened? (optional)' }).fill('They ask for money up front.');
  await expectNoViolations(page);
  await sendReport(dialog);

  const adminBrowser = await openAdminBrowser(browser, 'Review Reports');
  const admin = adminBrowser.page;
  const report = admin.getByRole('listitem').filter({ hasText: description });
  await expect(report).toContainText('Reason: Spam or scam');
  await expect(report).toContainText('They ask for money up front.');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/review-reports');
  await report.getByRole('textbox', { name: 'Note for the audit log (optional)' }).fill('Scam post');
  await report.getByRole('button', { name: 'Hide' }).click();
  await expect(report).toHaveCount(0);
  await adminBrowser.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Opportunities' })).toBeVisible();
  await expect(page.getByText(description)).toHaveCount(0);
});

test('a player reports a message; once an admin hides it, the thread and the inbox say it was removed', async ({
  page,
  browser,
}) => {
  // Three people in three browsers on a shared machine.
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Player') });
  const agentBrowser = await openSecondBrowser(browser);
  const agentRequest = agentBrowser.page.request;
  const agent = await registerMemberViaApi(agentRequest, 'Agent', { fullName: uniqueName('Agent') });
  const words = `Send me your phone number ${uniqueName('now')}`;
  await messageViaApi(agentRequest, agent.userId, player.userId, words);
  await agentBrowser.close();

  await page.goto('/player-dashboard');
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await inbox.getByRole('button', { name: 'Open Messages' }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await messages.getByRole('button', { name: new RegExp(agent.fullName) }).click();
  const thread = messages.getByRole('list', { name: `Messages with ${isolate(agent.fullName)}` });
  await expect(thread).toContainText(words);
  const reportLabel = `Report message from ${isolate(agent.fullName)}`;
  await thread.getByRole('button', { name: reportLabel }).click();
  const dialog = page.getByRole('dialog', { name: reportLabel });
  await chooseReason(page, dialog, 'Harassment or bullying');
  await sendReport(dialog);
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();

  const adminBrowser = await openAdminBrowser(browser, 'Review Reports');
  const report = adminBrowser.page.getByRole('listitem').filter({ hasText: words });
  await expect(report).toContainText('Reason: Harassment or bullying');
  await report.getByRole('button', { name: 'Hide' }).click();
  await expect(report).toHaveCount(0);
  await adminBrowser.close();

  // The preview and the thread say so in the page's words, with nothing left to report.
  const removed = englishOf(MESSAGES.messageRemovedByAdmin);
  await page.reload();
  const conversation = inbox.getByRole('button', { name: new RegExp(agent.fullName) });
  await expect(conversation).toContainText(removed);
  await inbox.getByRole('button', { name: 'Open Messages' }).click();
  await messages.getByRole('button', { name: new RegExp(agent.fullName) }).click();
  await expect(thread).toContainText(removed);
  await expect(thread).not.toContainText(words);
  await expect(thread.getByRole('button', { name: reportLabel })).toHaveCount(0);
  await expectNoViolations(page);
});

test('an admin suspends a member, who cannot sign in any more; the audit log lists the decision', async ({
  page,
  browser,
}) => {
  // Three people in three browsers on a shared machine.
  test.slow();
  const agentBrowser = await openSecondBrowser(browser);
  const agent = await registerMemberViaApi(agentBrowser.page.request, 'Agent', { fullName: uniqueName('Suspect') });
  await agentBrowser.close();

  // A scout reports the agent's profile from the profile page.
  await registerMemberViaApi(page.request, 'Scout', { fullName: uniqueName('Scout') });
  await page.goto(`/agent-profile/${agent.userId}`);
  await page.getByRole('button', { name: `Report ${isolate(agent.fullName)}'s profile` }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${isolate(agent.fullName)}'s profile` });
  await chooseReason(page, dialog, 'Fake profile or impersonation');
  await sendReport(dialog);

  const adminBrowser = await openAdminBrowser(browser, 'Review Reports');
  const admin = adminBrowser.page;
  const report = admin.getByRole('listitem').filter({ hasText: `Profile of ${isolate(agent.fullName)}` });
  await report.getByRole('button', { name: 'Suspend' }).click();
  const confirm = admin.getByRole('dialog', { name: `Suspend ${isolate(agent.fullName)}?` });
  await expectNoViolations(admin);
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(report).toHaveCount(0);

  // The suspended agent is told why the login fails.
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, agent.email, STRONG_PASSWORD);
  await expect(page.getByText(englishOf(MESSAGES.accountSuspended))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The audit log lists the decision; a name filters by that member through the URL.
  await admin.goto('/admin-dashboard');
  await admin.getByRole('link', { name: 'Audit Log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const entry = admin.getByRole('listitem').filter({ hasText: 'Member suspended' }).filter({ hasText: agent.fullName });
  await expect(entry.first()).toBeVisible();
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/audit-log');
  await entry
    .first()
    .getByRole('link', { name: new RegExp(`^Show entries for ${isolate(agent.fullName)}`) })
    .click();
  await expect(admin).toHaveURL(new RegExp(`/audit-log\\?memberId=${agent.userId}$`));
  // The log's entries, in the page (on a phone the bottom bar's places are list items too).
  await expect(admin.getByRole('main').getByRole('listitem')).toHaveCount(1);
  const member = admin.getByRole('combobox', { name: 'Member' });
  await expect(member).toHaveValue(`Member ${agent.userId}`);
  await admin.getByRole('button', { name: 'Clear the member filter' }).click();
  await expect(admin).toHaveURL(/\/audit-log$/);
  await expect(member).toHaveValue('');
  // The same filter by name: part of it typed, the member picked from what the search finds.
  await member.fill(agent.fullName.slice(-6));
  await admin.getByRole('option', { name: new RegExp(`^${isolate(agent.fullName)} \\(@.*\\) · Agent$`) }).click();
  await expect(admin).toHaveURL(new RegExp(`/audit-log\\?memberId=${agent.userId}$`));
  await expect(member).toHaveValue(new RegExp(`^${isolate(agent.fullName)} \\(@`));
  await expect(admin.getByRole('listitem').filter({ hasText: 'Member suspended' })).toHaveCount(1);
  await expectNoViolations(admin);
  await adminBrowser.close();
});
