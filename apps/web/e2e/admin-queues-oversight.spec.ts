import type { APIRequestContext, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';
import { applyViaApi, PDF, PNG } from './support/transfermarkt.ts';

/** Requests as a page would send them: the app's own Origin. */
function post(request: APIRequestContext, url: string, options: Parameters<APIRequestContext['post']>[1]) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  return request.post(url, { ...options, headers: { origin } });
}

/** The count on a queue's dashboard card ("3 pending"), and the card itself. */
async function pendingOn(admin: Page, title: string): Promise<number> {
  const card = admin.getByRole('link', { name: new RegExp(`^${title} \\d+ pending$`) });
  await expect(card).toBeVisible();
  return Number(/(\d+) pending/.exec((await card.textContent()) ?? '')?.[1]);
}

/**
 * From the dashboard's card to its page, which opens on what waits (?state=pending by default);
 * `tab` is the role tab that holds the card (reports sit above the tabs).
 */
async function openQueue(admin: Page, title: string, tab?: 'Agent' | 'Player') {
  await admin.goto('/admin-dashboard');
  if (tab) await admin.getByText(new RegExp(`^${tab} \\(\\d+\\)$`)).click();
  await admin.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** After a decision the item leaves Pending; the Decided filter (kept in the address) shows it. */
async function findUnderDecided(admin: Page, text: string) {
  await admin.getByText('Decided', { exact: true }).click();
  await expect(admin).toHaveURL(/state=decided/);
  await expect(admin.getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
  await expectNoViolations(admin);
}

test('an admin works one item of each queue from the dashboard counts, then opens each oversight page', async ({
  page,
  browser,
}) => {
  // Five members, four decisions and four pages, each checked with axe: longer than a slow test.
  test.setTimeout(600_000);
  // What waits: a verification request and a post from one agent; a report about that agent and a
  // Transfermarkt application from a player, who also opens the agent's profile; a verified
  // agent's request to contact a minor whose parent consented.
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Oversight') });
  const description = `Trial for wingers ${agent.fullName}`;
  expect((await post(page.request, '/api/opportunities', { data: { description } })).status()).toBe(201);
  const verification = await post(page.request, '/api/request-agent-verification', {
    multipart: {
      agentId: String(agent.userId),
      fullName: agent.fullName,
      licenseNumber: 'RFEF-32',
      issuingBody: 'RFEF',
      agencyName: 'Oversight Sports',
      agencyWebsite: 'https://oversight.example',
      agreedToTerms: 'true',
      licenseFile: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF },
      idFile: { name: 'passport.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(verification.status(), await verification.text()).toBe(201);

  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Reporter') });
  const reported = await post(page.request, '/api/reports', {
    data: { subjectType: 'profile', subjectId: agent.userId, reason: 'Other', details: 'Asked me for money.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await applyViaApi(page.request, player.userId);
  expect((await page.request.get(`/api/agent-details/${agent.userId}`)).status()).toBe(200);

  const minorBrowser = await openSecondBrowser(browser);
  const minor = await registerMemberViaApi(minorBrowser.page.request, 'Player', {
    fullName: uniqueName('Junior'),
    dob: dobYearsAgo(15),
  });
  await minorBrowser.close();
  await giveParentalConsentViaApi(page.request, minor.userId, uniqueEmail('parent'));
  const verified = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Verified') });
  await verifyAgentViaApi(page.request, verified.userId);
  const asked = await post(page.request, '/api/underage-message-request', {
    data: { agentId: verified.userId, playerId: minor.userId, message: 'A trial next month.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // The dashboard counts what waits in each queue, on the card that opens it.
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  const reports = await pendingOn(admin, 'Review Reports');
  expect(reports).toBeGreaterThanOrEqual(1);
  await admin.getByText(/^Agent \(\d+\)$/).click();
  expect(await pendingOn(admin, 'Review Agent Verifications')).toBeGreaterThanOrEqual(1);
  expect(await pendingOn(admin, 'Review Underage Requests')).toBeGreaterThanOrEqual(1);
  await expectNoViolations(admin);

  // A report: dismissed, then found under Decided.
  await openQueue(admin, 'Review Reports');
  const report = admin.getByRole('listitem').filter({ hasText: 'Asked me for money.' });
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/review-reports');
  await report.getByRole('button', { name: 'Dismiss' }).click();
  await expect(report).toHaveCount(0);
  await findUnderDecided(admin, 'Asked me for money.');

  // A verification: approved, then found under Decided.
  await openQueue(admin, 'Review Agent Verifications', 'Agent');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/review-agent-verifications');
  await admin.getByRole('button', { name: `Approve the request of ${isolate(agent.fullName)}` }).click();
  await expect(admin.getByRole('button', { name: `Approve the request of ${isolate(agent.fullName)}` })).toHaveCount(0);
  await findUnderDecided(admin, 'RFEF-32');

  // A request to contact a minor: approved after confirming.
  await openQueue(admin, 'Review Underage Requests', 'Agent');
  const request = admin.getByRole('listitem').filter({ hasText: minor.fullName });
  await expect(request).toContainText('Pending');
  await request.getByRole('button', { name: /^Approve/ }).click();
  const confirm = admin.getByRole('dialog');
  await expectNoViolations(admin);
  await confirm.getByRole('button', { name: /^Approve/ }).click();
  await expect(confirm).toBeHidden();
  await findUnderDecided(admin, minor.fullName);

  // Approved, the agent writes to the minor: the oversight list shows none of it (below).
  const started = await post(page.request, '/api/conversations/start', {
    data: { participant1_id: verified.userId, participant2_id: minor.userId },
  });
  expect(started.status(), await started.text()).toBe(201);
  const sent = await post(page.request, '/api/messages/send', {
    data: { conversationId: (await started.json()).id, senderId: verified.userId, message: 'Private words for Junior' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // A Transfermarkt application: forwarded after confirming.
  await admin.goto('/admin-dashboard');
  await admin.getByText(/^Player \(\d+\)$/).click();
  expect(await pendingOn(admin, 'Review Transfermarkt Applications')).toBeGreaterThanOrEqual(1);
  await openQueue(admin, 'Review Transfermarkt Applications', 'Player');
  const application = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { level: 2, name: player.fullName }) });
  await application.getByRole('button', { name: 'Forward' }).click();
  const forward = admin.getByRole('dialog', { name: `Forward the application of ${isolate(player.fullName)}?` });
  await forward.getByRole('button', { name: 'Forward' }).click();
  await expect(admin.getByText(englishOf(MESSAGES.forwarded))).toBeVisible();
  await expect(application).toHaveCount(0);
  await findUnderDecided(admin, player.fullName);

  // The dashboard's count of reports went down by the one dismissed (others' journeys may add more).
  await admin.goto('/admin-dashboard');
  expect(await pendingOn(admin, 'Review Reports')).toBeLessThanOrEqual(reports);

  // The Agent tab's oversight pages, each from its card, each checked with axe at phone width.
  const openOversight = async (title: string, path: string) => {
    await admin.goto('/admin-dashboard');
    await admin.getByText(/^Agent \(\d+\)$/).click();
    await admin.getByRole('link', { name: title }).click();
    await expect(admin).toHaveURL(new RegExp(`${path}$`));
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };

  await openOversight('Opportunities Posted by Agents', '/opportunities-posted-by-agents');
  const postCard = admin.getByRole('listitem').filter({ hasText: description });
  await expect(postCard).toContainText('0 applicants');
  await expect(postCard.getByRole('link', { name: agent.fullName })).toHaveAttribute(
    'href',
    `/agent-profile/${agent.userId}`,
  );
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/opportunities-posted-by-agents');

  await openOversight('Agent Messaging Review', '/agent-messaging-review');
  await expect(admin.getByText('Opening a conversation is recorded on the audit log.')).toBeVisible();
  const withMinor = admin.getByRole('listitem').filter({ hasText: minor.fullName });
  await expect(withMinor).toContainText('Conversation with a minor: open it to read (audited)');
  await expect(withMinor).not.toContainText('Private words');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/agent-messaging-review');

  await openOversight('Agent Analytics', '/agent-analytics');
  await expect(admin.getByText(/Per week, the last 12 weeks/)).toBeVisible();
  await expect(admin.getByRole('table')).toBeVisible();
  await expectNoViolations(admin);
  await admin.getByText('4 weeks', { exact: true }).click();
  await expect(admin.getByText(/Per week, the last 4 weeks/)).toBeVisible();
  await expectNoHorizontalScroll(admin, '/agent-analytics');

  await openOversight('Agent Profile Views Analytics', '/agent-profile-views-analytics');
  const viewed = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: agent.fullName }) });
  await expect(viewed).toContainText('1');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/agent-profile-views-analytics');
  await adminBrowser.close();
});
