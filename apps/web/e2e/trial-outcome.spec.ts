import type { APIRequestContext } from '@playwright/test';
import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi, SAMPLE_CV, signInViaApi } from './support/opportunities.ts';
import { verifyAgentViaApi } from './support/safeguarding.ts';

// docs/product.md#applications, decision 065: after the trial the poster records its outcome, and the player reads it.

const PHONE = { width: 390, height: 844 };
const FIRST_PAINT = { timeout: 30_000 };

/** Applies to a post as the signed-in player, the way the form does (multipart); returns the application's id. */
async function applyViaApi(request: APIRequestContext, playerId: number, opportunityId: number) {
  const response = await request.post('/api/apply', {
    multipart: {
      playerId: String(playerId),
      opportunityId: String(opportunityId),
      introduction: 'Box-to-box.',
      cv: SAMPLE_CV,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}

/** A `datetime-local` value `days` from now at 11:00, in the browser's time. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T11:00`;
}

test('a club invites an applicant to a trial, offers a contract, records the signing, and the player sees it', async ({
  page,
}) => {
  test.slow();
  const club = await registerMemberViaApi(page.request, 'Club', { fullName: uniqueName('Olivo FC') });
  const description = `Midfielders for our first team ${uniqueName('post')}`;
  const opportunityId = await postOpportunityViaApi(page.request, description);
  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Mia Midfield') });
  const applicationId = await applyViaApi(page.request, player.userId, opportunityId);

  // The club invites the applicant to a trial from the application's page.
  await signInViaApi(page, club.email);
  await page.goto(`/applications/${applicationId}`);
  const answer = page.getByRole('region', { name: 'Answer the application' });
  await answer.getByRole('button', { name: 'Invite to trial' }).click(FIRST_PAINT);
  const invitation = page.getByRole('dialog', { name: `Invite ${isolate(player.fullName)} to a trial` });
  await invitation.getByLabel('Date and time').fill(inDays(5));
  await invitation.getByLabel('Venue').fill('Olivo training centre, pitch 1');
  await invitation.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.trialInvitationSent)).first()).toBeVisible();
  await expect(invitation).toBeHidden();

  // After the trial: Contract offered, with a message, from the status menu.
  await answer.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Contract offered…' }).click();
  const offered = page.getByRole('dialog', { name: `Contract offered: ${isolate(player.fullName)}` });
  await offered.getByLabel('Message to the player (optional)').fill('You impressed us: a two-year contract is yours.');
  await expectNoViolations(page);
  await offered.getByRole('button', { name: 'Save the outcome' }).click();
  await expect(offered).toBeHidden();
  const history = page.getByRole('list', { name: `History of the application from ${isolate(player.fullName)}` });
  await expect(history).toContainText('You impressed us: a two-year contract is yours.');
  await expect(page.getByText('Contract offered', { exact: true }).first()).toBeVisible();
  // A club's contract is its own: no Offer to Sign (that is an agent's).
  await expect(page.getByRole('link', { name: 'Make the Offer to Sign' })).toHaveCount(0);

  // The player signs: Signed is final, the menu offers nothing more.
  await answer.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Signed…' }).click();
  const signed = page.getByRole('dialog', { name: `Signed: ${isolate(player.fullName)}` });
  await signed.getByRole('button', { name: 'Save the outcome' }).click();
  await expect(signed).toBeHidden();
  await expect(answer.getByText('The player signed after the trial.')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Set status' })).toHaveCount(0);
  await expect(history).toContainText('Signed');
  await expectNoViolations(page);

  // The player reads it on /my-applications, with the history, and cannot withdraw it.
  await signInViaApi(page, player.email);
  await page.goto('/my-applications');
  const card = page
    .getByRole('list', { name: 'My applications, newest first' })
    .getByRole('listitem', { name: `Application to: ${isolate(description.slice(0, 60))}` });
  await expect(card.getByText('Signed', { exact: true }).first()).toBeVisible(FIRST_PAINT);
  const mine = card.getByRole('list', { name: /^History of the application/ });
  await expect(mine).toContainText('Contract offered');
  await expect(mine).toContainText('You impressed us: a two-year contract is yours.');
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await expectNoViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, '/my-applications with a signed application');

  // …and on their notifications, in their own words.
  await page.goto('/player-notifications');
  await expect(page.getByText(`You signed with ${isolate(club.fullName)} after the trial`)).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(`${isolate(club.fullName)} offered you a contract after the trial`)).toBeVisible();
  await expectNoViolations(page);
});

test('a verified agent who offers a contract after the trial is led on to the Offer to Sign', async ({ page }) => {
  test.slow();
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Ana Agent') });
  await verifyAgentViaApi(page.request, agent.userId);
  const opportunityId = await postOpportunityViaApi(page.request, `Strikers to represent ${uniqueName('post')}`);
  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Sam Striker') });
  const applicationId = await applyViaApi(page.request, player.userId, opportunityId);
  await signInViaApi(page, agent.email);
  const startsAt = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
  const invited = await page.request.post(`/api/applications/${applicationId}/trial-invitation`, {
    data: { startsAt, venue: 'North Park, pitch 3' },
  });
  expect(invited.status(), await invited.text()).toBe(200);

  await page.goto(`/applications/${applicationId}`);
  const answer = page.getByRole('region', { name: 'Answer the application' });
  await answer.getByRole('button', { name: 'Set status' }).click(FIRST_PAINT);
  await page.getByRole('menuitem', { name: 'Contract offered…' }).click();
  const offered = page.getByRole('dialog', { name: `Contract offered: ${isolate(player.fullName)}` });
  await offered.getByRole('button', { name: 'Save the outcome' }).click();
  await expect(offered).toBeHidden();
  const next = page.getByRole('region', { name: 'Next: the Offer to Sign' });
  await expect(next).toBeVisible();
  // The offer made from the application would move it to Offered: only the lead-on, without it, is offered.
  await expect(answer.getByRole('link', { name: 'Offer to Sign' })).toHaveCount(0);
  await expectNoViolations(page);
  await next.getByRole('link', { name: 'Make the Offer to Sign' }).click();
  await expect(page).toHaveURL(new RegExp(`/offer-to-sign/${player.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Sign' })).toBeVisible(FIRST_PAINT);
});
