import type { APIRequestContext, Page } from '@playwright/test';
import { APPLICATION_MESSAGES, DECLINE_TEMPLATES } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { type RegisteredMember, registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { openAdminBrowser } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, sendInModal, uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi, signInViaApi } from './support/opportunities.ts';
import { choose } from './support/wizard.ts';

// docs/product.md#applications: a player who applied hears back, on /my-applications.

const PHONE = { width: 360, height: 740 };
const ADMIN_PAGE = 'Player Applications to Agents';

/** Applies as the signed-in player (POST /api/apply, multipart) and returns the application's id. */
async function applyViaApi(request: APIRequestContext, player: RegisteredMember, opportunityId: number) {
  const response = await request.post('/api/apply', {
    multipart: {
      playerId: String(player.userId),
      opportunityId: String(opportunityId),
      introduction: 'Box-to-box midfielder, 9 assists last season.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}

/** An agent with a post, and a player who applied to it; the page is left signed in as the player. */
async function agentPostAndApplication(page: Page, post: string) {
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Agent') });
  const description = `${post} ${uniqueName('post')}`;
  const opportunityId = await postOpportunityViaApi(page.request, description);
  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Player') });
  const applicationId = await applyViaApi(page.request, player, opportunityId);
  return { agent, player, description, applicationId };
}

/** Signs a separate request context in (the poster, answering while the player's page stays open). */
async function signInRequest(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password: STRONG_PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function applicationCard(page: Page, description: string) {
  return page
    .getByRole('list', { name: 'My applications, newest first' })
    .getByRole('listitem', { name: `Application to: ${isolate(description.slice(0, 60))}` });
}

test('a player follows an application on /my-applications, withdraws it, and the admin sees it', async ({
  page,
  browser,
}) => {
  test.slow();
  const { agent, player, description } = await agentPostAndApplication(page, 'Midfield trial in Lyon');

  // The header leads there from the dashboard.
  await page.goto('/player-dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Applications/);

  const card = applicationCard(page, description);
  await expect(card.getByText(description)).toBeVisible();
  await expect(card.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('link', { name: agent.fullName })).toHaveAttribute(
    'href',
    `/agent-profile/${agent.userId}`,
  );
  await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('list', { name: /^History of the application/ })).toContainText('Submitted');
  await expectNoViolations(page);

  await page.setViewportSize(PHONE);
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page, '/my-applications');
  await expectNoViolations(page);

  // Withdraw asks first, then says it is done.
  await card.getByRole('button', { name: /^Withdraw/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw application' });
  await expect(dialog.getByText(englishOf(APPLICATION_MESSAGES.confirmWithdraw))).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.applicationWithdrawn))).toBeVisible();
  await expect(card.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await expectNoHorizontalScroll(page, '/my-applications after withdrawing');

  // The status filter narrows the list.
  await choose(page, 'Status', 'Submitted');
  await expect(page.getByText('None of your applications is Submitted right now.')).toBeVisible();
  await choose(page, 'Status', 'Withdrawn');
  await expect(card).toBeVisible();

  // The admin finds it among the applications to agents, and the filter narrows that list too.
  const { page: admin, close } = await openAdminBrowser(browser, ADMIN_PAGE);
  const list = admin.getByRole('list', { name: 'Applications to agents, newest first' });
  const entry = list.getByRole('listitem', {
    name: `Application from ${isolate(player.fullName)} to ${isolate(agent.fullName)}`,
  });
  await expect(entry.getByText(description)).toBeVisible();
  await expect(entry.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(entry.getByRole('link', { name: player.fullName })).toHaveAttribute(
    'href',
    `/player-profile/${player.userId}`,
  );
  await expect(entry.getByRole('link', { name: agent.fullName })).toHaveAttribute(
    'href',
    `/agent-profile/${agent.userId}`,
  );
  await expectNoHorizontalScroll(admin, `/player-applications-to-agents`);
  await expectNoViolations(admin);
  await choose(admin, 'Status', 'Submitted');
  await expect(entry).toHaveCount(0);
  await expect(list.getByText('Withdrawn', { exact: true })).toHaveCount(0);
  await choose(admin, 'Status', 'Withdrawn');
  await expect(entry).toBeVisible();
  await close();
});

test('a decline message arrives live, a trial is accepted and added to the calendar', async ({ page, request }) => {
  test.slow();
  const invited = await agentPostAndApplication(page, 'Goalkeeper trial in Ghent');
  const declined = await agentPostAndApplication(page, 'Winger trial in Porto');
  const message = DECLINE_TEMPLATES[0].text;

  // The player has the page open when the poster answers (through the API: their page is another journey).
  await page.goto('/my-applications');
  const declinedCard = applicationCard(page, declined.description);
  await expect(declinedCard.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await signInRequest(request, declined.agent.email);
  const decline = await request.put(`/api/applications/${declined.applicationId}/status`, {
    data: { status: 'Declined', message },
  });
  expect(decline.ok(), await decline.text()).toBe(true);
  // The live notification refreshes the list without a reload.
  await expect(declinedCard.getByText(message)).toBeVisible();
  await expect(declinedCard.getByText('Declined', { exact: true }).first()).toBeVisible();
  await expect(declinedCard.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  await signInRequest(request, invited.agent.email);
  const startsAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const invitation = await request.post(`/api/applications/${invited.applicationId}/trial-invitation`, {
    data: { startsAt, venue: 'Ghelamco Arena, pitch 3', details: 'Bring boots and shin pads.' },
  });
  expect(invitation.ok(), await invitation.text()).toBe(true);

  await signInViaApi(page, invited.player.email);
  await page.setViewportSize(PHONE);
  await page.goto('/my-applications');
  const trial = applicationCard(page, invited.description).getByRole('region', { name: 'Trial invitation' });
  await expect(trial.getByText('Ghelamco Arena, pitch 3')).toBeVisible();
  await expect(trial.getByText('Not answered yet')).toBeVisible();
  await expectNoHorizontalScroll(page, '/my-applications with a trial invitation');
  await expectNoViolations(page);

  await trial.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.trialAccepted))).toBeVisible();
  await expect(trial.getByText(/^Accepted on /)).toBeVisible();
  await expect(trial.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const calendar = trial.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('download', '');
  const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
});

test('a player invited to a trial writes to the poster from /my-applications, on a phone', async ({
  page,
  request,
}) => {
  test.slow();
  const invited = await agentPostAndApplication(page, 'Centre-back trial in Leuven');
  const other = await agentPostAndApplication(page, 'Striker trial in Gent');
  await page.setViewportSize(PHONE);
  await page.goto('/my-applications');
  // No invitation yet: nothing to write back to.
  await expect(
    applicationCard(page, other.description).getByRole('button', { name: `Write to ${isolate(other.agent.fullName)}` }),
  ).toHaveCount(0);

  await signInRequest(request, invited.agent.email);
  const startsAt = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
  const invitation = await request.post(`/api/applications/${invited.applicationId}/trial-invitation`, {
    data: { startsAt, venue: 'Den Dreef, pitch 2', details: '' },
  });
  expect(invitation.ok(), await invitation.text()).toBe(true);

  await signInViaApi(page, invited.player.email);
  await page.goto('/my-applications');
  const card = applicationCard(page, invited.description);
  await card.getByRole('button', { name: `Write to ${isolate(invited.agent.fullName)}` }).click();
  const dialog = messagesDialog(page);
  await expect(dialog.getByRole('heading', { name: invited.agent.fullName })).toBeVisible();
  await sendInModal(page, 'Thank you for the invitation. Should I bring my own kit?');
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/my-applications with the messages open');

  // The poster reads it in their own inbox.
  const conversations = await request.get(`/api/conversations/${invited.agent.userId}`);
  expect(conversations.status()).toBe(200);
  const list = (await conversations.json()) as { conversations: { lastMessage: string | null }[] };
  expect(list.conversations.map((c) => c.lastMessage)).toContain(
    'Thank you for the invitation. Should I bring my own kit?',
  );
});
