import type { APIRequestContext, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail } from './support/mailbox.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi, SAMPLE_CV, signInViaApi } from './support/opportunities.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';

// Decision 025: a verified agent offers to represent a player, the player accepts, the profile names
// the agent, and either side ends the agreement.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const FIRST_PAINT = { timeout: 30_000 };

function offerCard(page: Page, name: string) {
  return page.getByRole('listitem', { name: `Offer ${name}` });
}

function agreementCard(page: Page, otherName: string) {
  return page.getByRole('listitem', { name: `Agreement with ${isolate(otherName)}` });
}

async function applyViaApi(request: APIRequestContext, playerId: number, opportunityId: number) {
  const response = await request.post('/api/apply', {
    multipart: {
      playerId: String(playerId),
      opportunityId: String(opportunityId),
      introduction: 'Left-back, 23.',
      cv: SAMPLE_CV,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}

test('a verified agent offers to sign a player, the player accepts, the profile names the agent, and the agent ends it', async ({
  page,
  browser,
}) => {
  test.slow();
  const second = await openSecondBrowser(browser);
  const playerPage = second.page;
  const player = await registerMemberViaApi(playerPage.request, 'Player', { fullName: uniqueName('Paula Player') });
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Ana Agent') });
  await verifyAgentViaApi(page.request, agent.userId);

  // From the player's profile to the form, on a 390 px phone: the player named, the FFAR rules shown.
  await page.setViewportSize(PHONE);
  await page.goto(`/player-profile/${player.userId}`);
  await page.getByRole('link', { name: 'Offer to Sign' }).click(FIRST_PAINT);
  await expect(page).toHaveURL(new RegExp(`/offer-to-sign/${player.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Sign' })).toBeVisible();
  await expect(page.getByRole('link', { name: player.fullName })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.feeRule))).toBeVisible();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.durationRule))).toBeVisible();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.minorRule))).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the offer form');

  // The contract's rules are the form's: a message is needed, the duration stays within 1-24 months.
  const form = page.getByRole('form', { name: 'Offer to sign' });
  await form.getByRole('textbox', { name: 'Duration in months' }).fill('30');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByText(englishOf(REPRESENTATION_MESSAGES.enterMessage))).toBeVisible();
  await expect(form.getByText(englishOf(REPRESENTATION_MESSAGES.monthsRange))).toBeVisible();
  await expectNoViolations(page);

  // FIFA's 5% cap is suspended (decision 043): above it the form warns, and does not refuse.
  const capWarning = form.getByRole('status').filter({ hasText: 'Circular 1873' });
  await form.getByRole('textbox', { name: /^Fee/ }).fill('8');
  await expect(capWarning).toHaveText(
    /^FIFA's 5% fee cap has been suspended since .*2023 \(Circular 1873\), so you can offer this fee, but a fee above 5% may still be challenged\.$/,
  );
  await expect(form.getByText(englishOf(REPRESENTATION_MESSAGES.feeCap))).toHaveCount(0);
  await expectNoViolations(page);
  await form.getByRole('textbox', { name: 'Duration in months' }).fill('18');
  await form.getByRole('textbox', { name: /^Fee/ }).fill('4.5');
  await expect(capWarning).toHaveCount(0);
  await form.getByRole('switch', { name: 'Exclusive' }).check();
  await form.getByRole('checkbox', { name: 'Finding and arranging trials' }).check();
  await form.getByRole('textbox', { name: 'Message to the player' }).fill('I place left-backs in the Segunda.');
  await expectNoHorizontalScroll(page, 'the filled offer form');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.offerSent))).toBeVisible();
  await expect(page).toHaveURL(/\/representation$/);
  const sent = offerCard(page, `to ${isolate(player.fullName)}`);
  await expect(sent.getByText('Pending', { exact: true })).toBeVisible(FIRST_PAINT);
  await expect(sent.getByText("4.5% of the player's remuneration")).toBeVisible();
  await expect(sent.getByText('18 months')).toBeVisible();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.noAgreements))).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/representation (agent)');
  await page.setViewportSize(DESKTOP);

  // The player finds the offer from the header, reads the terms and accepts after confirming.
  await playerPage.goto('/player-dashboard');
  await playerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Representation' }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Representation' })).toBeVisible();
  const received = offerCard(playerPage, `from ${isolate(agent.fullName)}`);
  await expect(received.getByText('Pending', { exact: true })).toBeVisible(FIRST_PAINT);
  await expect(received.getByText('Finding and arranging trials')).toBeVisible();
  await expect(received.getByText('I place left-backs in the Segunda.')).toBeVisible();
  await expectNoViolations(playerPage);
  await received.getByRole('button', { name: 'Accept' }).click();
  const confirm = playerPage.getByRole('dialog', { name: `Accept the offer from ${isolate(agent.fullName)}?` });
  await expectNoViolations(playerPage);
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(playerPage.getByText(englishOf(REPRESENTATION_MESSAGES.accepted))).toBeVisible();
  await expect(received.getByText('Accepted', { exact: true })).toBeVisible();
  const agreement = agreementCard(playerPage, agent.fullName);
  await expect(agreement.getByText('Active', { exact: true })).toBeVisible();
  await expectNoViolations(playerPage);

  // The printable summary: both parties, the terms, and a print without the header.
  await agreement.getByRole('link', { name: 'Print summary' }).click();
  await expect(playerPage).toHaveURL(/\/representation\/\d+$/);
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Representation agreement' })).toBeVisible();
  // The agent with their agency, then the player.
  await expect(
    playerPage.getByText(new RegExp(`^\u2068${agent.fullName} \\(.+\\)\u2069 represents ${isolate(player.fullName)}`)),
  ).toBeVisible(FIRST_PAINT);
  await expect(playerPage.getByText(englishOf(REPRESENTATION_MESSAGES.feeRule))).toBeVisible();
  await expect(playerPage.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoViolations(playerPage);
  await playerPage.emulateMedia({ media: 'print' });
  await expect(playerPage.getByRole('banner')).toBeHidden();
  await expect(playerPage.getByRole('button', { name: 'Print' })).toBeHidden();
  await playerPage.emulateMedia({ media: 'screen' });

  // The player's profile names the agent, for the agent too.
  await playerPage.goto(`/player-profile/${player.userId}`);
  const representedBy = playerPage.getByRole('link', {
    name: `Represented by ${isolate(agent.fullName)}`,
  });
  await expect(representedBy).toBeVisible(FIRST_PAINT);
  await expect(representedBy).toHaveAttribute('href', `/agent-profile/${agent.userId}`);
  await expectNoViolations(playerPage);
  await page.goto(`/player-profile/${player.userId}`);
  await expect(page.getByRole('link', { name: `Represented by ${isolate(agent.fullName)}` })).toBeVisible(FIRST_PAINT);
  // …and so does the header of the player's video profile.
  await page.goto(`/video-profile/${player.userId}`);
  await expect(
    page
      .getByRole('region', { name: `About ${isolate(player.fullName)}` })
      .getByRole('link', { name: `Represented by ${isolate(agent.fullName)}` }),
  ).toBeVisible(FIRST_PAINT);

  // The agent ends the agreement after confirming; it moves to the past agreements.
  await page.goto('/representation');
  const current = agreementCard(page, player.fullName);
  await current.getByRole('button', { name: 'End agreement' }).click(FIRST_PAINT);
  const ending = page.getByRole('dialog', { name: 'End agreement' });
  await expect(ending.getByText(englishOf(REPRESENTATION_MESSAGES.confirmEnd))).toBeVisible();
  await ending.getByRole('button', { name: 'End agreement' }).click();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.ended))).toBeVisible();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.noAgreements))).toBeVisible();
  await page.getByRole('switch', { name: 'Show past agreements' }).check();
  const past = agreementCard(page, player.fullName);
  await expect(past.getByText('Ended', { exact: true }).first()).toBeVisible();
  await expect(past.getByText(new RegExp(` by ${isolate(agent.fullName)}$`))).toBeVisible();
  await expect(past.getByRole('button', { name: 'End agreement' })).toHaveCount(0);
  await expectNoViolations(page);

  await playerPage.reload();
  await expect(playerPage.getByRole('heading', { level: 1, name: player.fullName })).toBeVisible(FIRST_PAINT);
  await expect(playerPage.getByRole('link', { name: `Represented by ${isolate(agent.fullName)}` })).toHaveCount(0);
  await second.close();
});

test("a minor accepts an offer, which waits for the parent's confirmation; the agent can still withdraw it", async ({
  page,
  browser,
}) => {
  test.slow();
  const parentEmail = uniqueEmail('parent');
  const second = await openSecondBrowser(browser);
  const minorPage = second.page;
  const minor = await registerMemberViaApi(minorPage.request, 'Player', {
    fullName: uniqueName('Young'),
    dob: dobYearsAgo(16),
  });
  await giveParentalConsentViaApi(minorPage.request, minor.userId, parentEmail);
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Mia Agent') });
  await verifyAgentViaApi(page.request, agent.userId);

  // The form tells the agent a parent signs too.
  await page.goto(`/offer-to-sign/${minor.userId}`);
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.minorRule))).toBeVisible(FIRST_PAINT);
  await page.getByRole('textbox', { name: 'Message to the player' }).fill('A youth contract with an academy.');
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(/\/representation$/);

  // The minor accepts: the page says the parent was mailed, and the mail can be asked for again later.
  await minorPage.goto('/representation');
  const received = offerCard(minorPage, `from ${isolate(agent.fullName)}`);
  await received.getByRole('button', { name: 'Accept' }).click(FIRST_PAINT);
  // Nothing starts today for a minor: the dialog says the parent's confirmation starts it.
  await expect(minorPage.getByRole('dialog')).toContainText(
    /^.*Your parent or guardian is asked to confirm it\. Your agreement starts on the day they do/,
  );
  await expect(minorPage.getByRole('dialog')).not.toContainText('starts today');
  await minorPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(minorPage.getByText(englishOf(REPRESENTATION_MESSAGES.acceptedAwaitingGuardian))).toBeVisible();
  await expect(received.getByText('Awaiting guardian', { exact: true })).toBeVisible();
  await expect(received.getByText(englishOf(REPRESENTATION_MESSAGES.awaitingGuardian))).toBeVisible();
  await expect(minorPage.getByText(englishOf(REPRESENTATION_MESSAGES.noAgreements))).toBeVisible();
  await latestMail(minorPage.request, parentEmail, /agreement with an agent/);
  await received.getByRole('button', { name: 'E-mail my parent again' }).click();
  await expect(minorPage.getByText(englishOf(REPRESENTATION_MESSAGES.guardianMailWait))).toBeVisible();
  await expectNoViolations(minorPage);

  // Until the parent signs, the agent may take the offer back.
  await page.reload();
  const sent = offerCard(page, `to ${isolate(minor.fullName)}`);
  await expect(sent.getByText('Awaiting guardian', { exact: true })).toBeVisible(FIRST_PAINT);
  await sent.getByRole('button', { name: /^Withdraw/ }).click();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.offerWithdrawn))).toBeVisible();
  await expect(sent.getByText('Withdrawn', { exact: true })).toBeVisible();
  await second.close();
});

test('an agent who is not verified is told why instead of getting a form', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Pia Player') });
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Una Unverified') });
  await page.goto(`/offer-to-sign/${player.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Sign' })).toBeVisible();
  await expect(page.getByText(englishOf(REPRESENTATION_MESSAGES.needsVerification))).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: 'Send offer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/agent-dashboard');
  await expectNoViolations(page);
});

test('an agent offers from an application to their post, which becomes Offered; a scout has no representation page', async ({
  page,
}) => {
  test.slow();
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Andre Agent') });
  await verifyAgentViaApi(page.request, agent.userId);
  const opportunityId = await postOpportunityViaApi(page.request, `Left-backs wanted ${uniqueName('post')}`);
  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Lea Left') });
  const applicationId = await applyViaApi(page.request, player.userId, opportunityId);

  await signInViaApi(page, agent.email);
  await page.goto(`/applications/${applicationId}`);
  const answer = page.getByRole('region', { name: 'Answer the application' });
  await answer.getByRole('link', { name: 'Offer to Sign' }).click(FIRST_PAINT);
  await expect(page).toHaveURL(new RegExp(`/offer-to-sign/${player.userId}\\?applicationId=${applicationId}$`));
  const form = page.getByRole('form', { name: 'Offer to sign' });
  await form
    .getByRole('textbox', { name: 'Message to the player' })
    .fill('Your application impressed me.', FIRST_PAINT);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(/\/representation$/);
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByText('Offered', { exact: true }).first()).toBeVisible(FIRST_PAINT);

  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto('/representation');
  await expect(page.getByRole('heading', { level: 1, name: englishOf(MESSAGES.notAuthorisedTitle) })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Representation' }),
  ).toHaveCount(0);
});
