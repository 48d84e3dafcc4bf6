import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, messageViaApi, openSecondBrowser, uniqueName } from './support/messaging.ts';

/** The bell's poll (docs/product.md#notifications, 10 s) and the open thread's poll (4 s) ask at these addresses. */
const BELL_POLL = /\/api\/notifications\/\d+\?/;
const THREAD_POLL = /\/api\/messages\/\d+\?.*after=/;
/** Well below either poll: only the event stream can be this quick. */
const LIVE_WITHIN_MS = 3_000;

test("an agent's message reaches the player's open thread and bell through the event stream, without a reload", async ({
  page,
  browser,
}) => {
  // Two people, each registered and in their own browser.
  test.slow();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Lee') });
  const agentBrowser = await openSecondBrowser(browser);
  const agentPage = agentBrowser.page;
  const agent = await registerMemberViaApi(agentPage.request, 'Agent', { fullName: uniqueName('Kim') });
  // They have written before: the player's inbox lists the conversation.
  await messageViaApi(agentPage.request, agent.userId, player.userId, 'Hello from the agent');

  // The player opens the thread; their page connects to the stream as it loads.
  const streamOpened = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await page.goto('/player-dashboard');
  await streamOpened;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // At least the first message's notification is unread; the count is read once the bell has it.
  await expect(bell).toHaveAttribute('aria-label', /\(\d+ unread\)/);
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\((\d+) unread\)/)?.[1] ?? 0);
  await page
    .getByRole('region', { name: 'Inbox' })
    .getByRole('button', { name: new RegExp(agent.fullName) })
    .click();
  const thread = messagesDialog(page).getByRole('list', { name: `Messages with ${isolate(agent.fullName)}` });
  await expect(thread).toContainText('Hello from the agent');

  // From here on the polls are held unanswered: whatever arrives came through the stream.
  await page.route(BELL_POLL, () => {});
  await page.route(THREAD_POLL, () => {});

  // The agent writes from the player's profile, in their own browser.
  await agentPage.goto(`/player-profile/${player.userId}`);
  await agentPage.getByRole('button', { name: 'Message', exact: true }).click();
  const agentDialog = messagesDialog(agentPage);
  const text = 'Are you free for a trial on Saturday morning?';
  await agentDialog.getByRole('textbox', { name: 'Message' }).fill(text);
  const sendAnswered = agentPage.waitForResponse((r) => r.url().endsWith('/api/messages/send'));
  await agentDialog.getByRole('button', { name: 'Send' }).click();
  expect((await sendAnswered).status()).toBe(201);
  // Counted from the server's answer to the sender: the message exists from then on.
  const sentAt = Date.now();

  await expect(thread).toContainText(text, { timeout: LIVE_WITHIN_MS });
  const threadLatency = Date.now() - sentAt;
  await expect(page.getByRole('button', { name: `Notifications (${unreadBefore + 1} unread)` })).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  const bellLatency = Date.now() - sentAt;
  console.log(`Live update latency after the send was answered: thread ${threadLatency} ms, bell ${bellLatency} ms`);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await agentBrowser.close();
});
