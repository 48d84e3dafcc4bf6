import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES, REPRESENTATION_SERVICE_LABELS } from '@scouting/contract/representation';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { openAdminBrowser } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining } from './support/mailbox.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';

const PHONE = { width: 360, height: 740 };
const GUARDIAN_SUBJECT = /agreement with an agent/;
const TERMS = {
  months: 12,
  exclusive: true,
  feePercent: 3,
  services: ['employment_contract', 'trials'] as const,
  message: 'I have watched your matches this season and would like to find you a trial with an academy.',
};

/**
 * A 16-year-old whose parent consented to the account, a verified agent's offer (made through the
 * API: the offer form is another journey) and the minor's acceptance, which waits for the parent.
 * Returns the link of the mail the parent receives.
 */
async function minorAcceptsAnOffer(browser: Browser, request: APIRequestContext) {
  const parentEmail = uniqueEmail('parent');
  const minorBrowser = await openSecondBrowser(browser);
  const minor = await registerMemberViaApi(minorBrowser.page.request, 'Player', {
    fullName: uniqueName('Young'),
    dob: dobYearsAgo(16),
  });
  await giveParentalConsentViaApi(request, minor.userId, parentEmail);
  const agent = await registerMemberViaApi(request, 'Agent', { fullName: uniqueName('Agent') });
  await verifyAgentViaApi(request, agent.userId);

  const offered = await request.post('/api/representation-offers', { data: { playerId: minor.userId, ...TERMS } });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = ((await offered.json()) as { id: number }).id;
  const accepted = await minorBrowser.page.request.post(`/api/representation-offers/${offerId}/answer`, {
    data: { answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const answer = (await accepted.json()) as { message: string; offer: { status: string } };
  expect(answer.message).toBe(englishOf(REPRESENTATION_MESSAGES.acceptedAwaitingGuardian));
  expect(answer.offer.status).toBe('Awaiting guardian');
  await minorBrowser.close();

  const mail = await latestMail(request, parentEmail, GUARDIAN_SUBJECT);
  const link = new URL(linkContaining(mail, '/representation-consent?token='));
  return { minor, agent, offerId, link: `${link.pathname}${link.search}` };
}

/** The parent's own browser, phone-sized, without any account: the link is the only key. */
async function openParentPage(browser: Browser, link: string) {
  const parentBrowser = await openSecondBrowser(browser);
  const parent = parentBrowser.page;
  await parent.setViewportSize(PHONE);
  await parent.goto(link);
  await expect(parent.getByRole('heading', { level: 1, name: 'Representation agreement' })).toBeVisible();
  return { parentBrowser, parent };
}

async function expectNoAnswerButtons(parent: Page) {
  for (const name of ['Confirm', 'Refuse', 'Yes, confirm the agreement', 'Yes, refuse the agreement']) {
    await expect(parent.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
}

test("a parent reads and confirms their child's agreement from the mail, and the admin lists it as signed", async ({
  page,
  browser,
}) => {
  test.slow();
  const { minor, agent, link } = await minorAcceptsAnOffer(browser, page.request);
  const childFirstName = minor.fullName.split(' ')[0] ?? minor.fullName;

  // The parent reads the terms the child accepted, with what they mean and the FIFA rules behind them.
  const { parentBrowser, parent } = await openParentPage(browser, link);
  await expect(
    parent.getByRole('heading', {
      level: 2,
      name: `${isolate(agent.fullName)} offered to represent ${isolate(childFirstName)}`,
    }),
  ).toBeVisible();
  await expect(parent.getByText(`Agent: ${isolate(agent.fullName)}`)).toBeVisible();
  await expect(parent.getByText('Duration: 12 months')).toBeVisible();
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.exclusiveHelp))).toBeVisible();
  await expect(parent.getByText(`Fee: 3% of the player's remuneration`)).toBeVisible();
  for (const service of TERMS.services) {
    await expect(parent.getByText(REPRESENTATION_SERVICE_LABELS[service])).toBeVisible();
  }
  await expect(parent.getByText(TERMS.message)).toBeVisible();
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.feeRule))).toBeVisible();
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.durationRule))).toBeVisible();
  await expectNoViolations(parent);
  await expectNoHorizontalScroll(parent, '/representation-consent');
  await parent.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(parent);
  await parent.emulateMedia({ colorScheme: 'light' });

  // Confirm asks again; going back changes nothing, and the keyboard user lands where they were.
  await parent.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(parent.getByText('Confirm the agreement? It starts today and lasts 12 months.')).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Yes, confirm the agreement' })).toBeFocused();
  await expectNoViolations(parent);
  await parent.getByRole('button', { name: 'Go back' }).click();
  await expect(parent.getByRole('button', { name: 'Confirm', exact: true })).toBeFocused();
  await parent.getByRole('button', { name: 'Confirm', exact: true }).click();
  await parent.getByRole('button', { name: 'Yes, confirm the agreement' }).click();

  // Afterwards the page says what happened, and nothing else.
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.guardianConfirmed))).toBeVisible();
  await expect(parent.getByText(TERMS.message)).toHaveCount(0);
  await expectNoAnswerButtons(parent);
  await expectNoViolations(parent);
  await parentBrowser.close();

  // The agreement is in force: the admin's Signed Players by Agents lists it under the agent.
  const adminBrowser = await openAdminBrowser(browser, 'Signed Players by Agents');
  const admin = adminBrowser.page;
  // The agent is picked by name: the admin types part of it and chooses from the agents found.
  await admin.getByRole('combobox', { name: 'Agent' }).fill(agent.fullName.slice(-6));
  await admin.getByRole('option', { name: new RegExp(`^${isolate(agent.fullName)} \\(@`) }).click();
  await expect(admin).toHaveURL(new RegExp(`agentId=${agent.userId}`));
  const agreements = admin.getByRole('list', { name: 'Agreements in force, newest first' });
  await expect(agreements.getByRole('listitem')).toHaveCount(1);
  const agreement = agreements.getByRole('listitem').first();
  await expect(agreement.getByRole('link', { name: agent.fullName })).toBeVisible();
  await expect(agreement.getByRole('link', { name: minor.fullName })).toBeVisible();
  await expect(agreement.getByText('(under 18)')).toBeVisible();
  await expect(agreement.getByText('Yes', { exact: true })).toBeVisible();
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/signed-players-by-agents');

  // Agent Signing Requests shows the offer as Accepted, under the status and agent filters.
  await admin.goto(`/agent-signing-requests?agentId=${agent.userId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Agent Signing Requests' })).toBeVisible();
  const offers = admin.getByRole('list', { name: 'Offers to sign, newest first' });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(offers.getByText(`12 months · exclusive · 3% of the player's remuneration`)).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Awaiting guardian', exact: true }).click();
  await expect(admin.getByText(englishOf(REPRESENTATION_MESSAGES.noOffersAdmin))).toBeVisible();
  await admin.getByRole('button', { name: 'Clear the member filter' }).click();
  await expect(admin).not.toHaveURL(/agentId=/);
  await expect(admin).toHaveURL(/status=Awaiting/);
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, '/agent-signing-requests');
  // The status badges keep their contrast in the dark scheme too.
  await admin.goto(`/agent-signing-requests?agentId=${agent.userId}`);
  await expect(offers.getByText('Accepted', { exact: true })).toBeVisible();
  await admin.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(admin);
  await adminBrowser.close();
});

test('a used guardian link says so and offers nothing else; an unknown one is not valid', async ({ page, browser }) => {
  test.slow();
  const { link } = await minorAcceptsAnOffer(browser, page.request);

  // The parent refuses: asked again first, then the server's words alone.
  const { parentBrowser, parent } = await openParentPage(browser, link);
  await parent.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(parent.getByText('Refuse the agreement? It will not start.')).toBeVisible();
  await parent.getByRole('button', { name: 'Yes, refuse the agreement' }).click();
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.guardianRefused))).toBeVisible();
  await expectNoAnswerButtons(parent);

  // Opening the link again: it was used, and there is nothing left to answer.
  await parent.goto(link);
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.guardianLinkUsed))).toBeVisible();
  await expect(parent.getByText(TERMS.message)).toHaveCount(0);
  await expectNoAnswerButtons(parent);
  await expectNoViolations(parent);

  await parent.goto('/representation-consent?token=not-a-token');
  await expect(parent.getByText(englishOf(REPRESENTATION_MESSAGES.guardianLinkInvalid))).toBeVisible();
  await expectNoAnswerButtons(parent);
  await expectNoViolations(parent);
  await parentBrowser.close();
});
