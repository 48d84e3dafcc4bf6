import type { Locator } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { SNIPPET_LENGTH_DASHBOARD } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { snippet } from '@scouting/contract/messaging';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, messageViaApi, openSecondBrowser, sendInModal, uniqueName } from './support/messaging.ts';

const PHONE = { width: 360, height: 740 };

test('an agent and an adult player message each other, live, in two browsers', async ({ page, browser }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Pat') });
  const agentBrowser = await openSecondBrowser(browser);
  const agentPage = agentBrowser.page;
  const agent = await registerMemberViaApi(agentPage.request, 'Agent', { fullName: uniqueName('Alex') });

  await page.goto('/player-dashboard');
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await expect(inbox.getByText(englishOf(MESSAGES.noConversations))).toBeVisible();

  // The agent finds the player's profile and starts the conversation from it.
  await agentPage.goto(`/player-profile/${player.userId}`);
  await expect(agentPage.getByRole('heading', { level: 1, name: player.fullName })).toBeVisible();
  await expectNoViolations(agentPage);
  await agentPage.getByRole('button', { name: 'Message', exact: true }).click();
  const agentDialog = messagesDialog(agentPage);
  await expect(agentDialog.getByRole('heading', { name: player.fullName })).toBeVisible();
  await expect(agentDialog.getByText(englishOf(MESSAGES.noMessages))).toBeVisible();
  // A blank message is not sent.
  await agentDialog.getByRole('textbox', { name: 'Message' }).fill('   ');
  await expect(agentDialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await sendInModal(agentPage, 'Hello! I saw your highlights and would like to talk about a trial.');
  await expectNoViolations(agentPage);

  // The player is notified without reloading, and finds the conversation in the modal.
  await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible({ timeout: 15_000 });
  await inbox.getByRole('button', { name: 'Open Messages' }).click();
  const playerDialog = messagesDialog(page);
  await playerDialog.getByRole('button', { name: new RegExp(agent.fullName) }).click();
  await expect(playerDialog.getByRole('list', { name: `Messages with ${isolate(agent.fullName)}` })).toContainText(
    'would like to talk about a trial',
  );
  await expectNoViolations(page);
  const reply = 'Thank you, I am free every weekday after training, just tell me when.';
  await sendInModal(page, reply);

  // The reply reaches the agent's open thread by polling.
  await expect(agentDialog.getByRole('list', { name: `Messages with ${isolate(player.fullName)}` })).toContainText(
    reply,
  );

  // The player's inbox preview shows the conversation with its 35-character snippet once the modal closes.
  await page.keyboard.press('Escape');
  await expect(inbox.getByRole('button', { name: new RegExp(agent.fullName) })).toContainText(
    snippet(reply, SNIPPET_LENGTH_DASHBOARD),
  );

  // Starting again reopens the same conversation.
  await agentPage.keyboard.press('Escape');
  await agentPage.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(messagesDialog(agentPage).getByRole('list', { name: /^Messages with / })).toContainText(reply);
  await agentBrowser.close();
});

test('the messages modal works on a phone, in both colour schemes', async ({ page, browser }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Sam') });
  const agentBrowser = await openSecondBrowser(browser);
  const agent = await registerMemberViaApi(agentBrowser.page.request, 'Agent', { fullName: uniqueName('Jo') });
  await messageViaApi(
    agentBrowser.page.request,
    agent.userId,
    player.userId,
    'A message long enough to be cut in the preview list',
  );
  await agentBrowser.close();

  await page.setViewportSize(PHONE);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/player-dashboard');
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await expect(inbox.getByRole('button', { name: new RegExp(agent.fullName) })).toContainText(
      'A message long enough to be cut in …',
    );
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page, '/player-dashboard with the inbox');
    await inbox.getByRole('button', { name: new RegExp(agent.fullName) }).click();
    const dialog = messagesDialog(page);
    await expect(dialog.getByRole('list', { name: `Messages with ${isolate(agent.fullName)}` })).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'All conversations' }).click();
    await expect(dialog.getByRole('list', { name: 'Your conversations' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
  }
});

test('in Arabic, Latin text a member typed keeps its own direction and its punctuation', async ({ page, browser }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Nour') });
  const agentBrowser = await openSecondBrowser(browser);
  const agent = await registerMemberViaApi(agentBrowser.page.request, 'Agent', { fullName: uniqueName('Alex') });
  const typed = 'Trial on Saturday!';
  await messageViaApi(agentBrowser.page.request, agent.userId, player.userId, typed);
  await agentBrowser.close();

  const chosen = await page.request.put('/api/account/language', { data: { language: 'ar' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await page.goto('/player-dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The bidi algorithm puts a Latin text's "!" at the start of a right-to-left line unless the text
  // sits in an element of its own direction: each one the member typed must resolve to left to right.
  const direction = (locator: Locator) =>
    locator.evaluate((el) => (el.matches(':dir(ltr)') ? getComputedStyle(el).direction : 'rtl'));

  const inbox = page.locator('section[aria-labelledby="inbox-heading"]');
  const snippetShown = inbox.getByText(typed, { exact: true });
  await expect(snippetShown).toBeVisible();
  expect(await direction(snippetShown)).toBe('ltr');
  const partner = inbox.getByRole('button', { name: new RegExp(agent.fullName) }).locator('bdi');
  expect(await direction(partner)).toBe('ltr');
  // The page's own texts keep its direction.
  expect(await direction(page.locator('#inbox-heading'))).toBe('rtl');

  await inbox.getByRole('button', { name: new RegExp(agent.fullName) }).click();
  const dialog = page.getByRole('dialog');
  const message = dialog.locator('ol').getByText(typed, { exact: true });
  await expect(message).toBeVisible();
  expect(await direction(message)).toBe('ltr');
  expect(await direction(dialog.getByRole('heading', { name: agent.fullName }).locator('bdi'))).toBe('ltr');

  // The composer takes the direction of what is being typed in it.
  const composer = dialog.getByRole('textbox');
  await composer.fill('See you there.');
  expect(await direction(composer)).toBe('ltr');
  await composer.fill('أراك هناك.');
  expect(await direction(composer)).toBe('rtl');
  await expectNoViolations(page);
});
