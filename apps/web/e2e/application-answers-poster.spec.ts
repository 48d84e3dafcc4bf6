import type { APIRequestContext, Page } from '@playwright/test';
import { APPLICATION_MESSAGES, DECLINE_TEMPLATES } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { OPPORTUNITY_NUMBER_OFFSET } from '@scouting/contract/constants';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, sendInModal, uniqueName } from './support/messaging.ts';
import { postOpportunityViaApi, SAMPLE_CV, signInViaApi } from './support/opportunities.ts';
import { choose } from './support/wizard.ts';

// docs/product.md#applications: the poster answers the applications to their posts.

const PHONE = { width: 360, height: 740 };
const FIRST_PAINT = { timeout: 30_000 };

/** Applies to a post as the signed-in player, the way the form does (multipart); returns the application's id. */
async function applyViaApi(request: APIRequestContext, playerId: number, opportunityId: number, introduction: string) {
  const response = await request.post('/api/apply', {
    multipart: { playerId: String(playerId), opportunityId: String(opportunityId), introduction, cv: SAMPLE_CV },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}

/** A `datetime-local` value `days` from now at 18:30, in the browser's time. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

function applicationCard(page: Page, fullName: string) {
  return page
    .getByRole('list', { name: 'Applications, newest first' })
    .getByRole('listitem', { name: `Application from ${isolate(fullName)}` });
}

test('a club shortlists, invites to a trial, declines kindly and writes to an applicant', async ({ page }) => {
  test.slow();
  const club = await registerMemberViaApi(page.request, 'Club', { fullName: uniqueName('Clara Club') });
  const description = `Trial week ${uniqueName('post')}: wingers for a Segunda side.`;
  const opportunityId = await postOpportunityViaApi(page.request, description);

  await page.context().clearCookies();
  const winger = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Wendy Winger') });
  const applicationId = await applyViaApi(page.request, winger.userId, opportunityId, 'Quick on both wings.');
  await page.context().clearCookies();
  const keeper = await registerMemberViaApi(page.request, 'Player', { fullName: uniqueName('Kim Keeper') });
  const keeperApplicationId = await applyViaApi(page.request, keeper.userId, opportunityId, 'Keeper, 1.93 m.');

  // The club finds both applications, each Submitted, and shortlists the winger in one click.
  await signInViaApi(page, club.email);
  await page.goto('/view-applications');
  const wingerCard = applicationCard(page, winger.fullName);
  const keeperCard = applicationCard(page, keeper.fullName);
  await expect(wingerCard.getByText('Submitted', { exact: true })).toBeVisible(FIRST_PAINT);
  await expect(keeperCard.getByText('Submitted', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await wingerCard.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.statusUpdated)).first()).toBeVisible();
  await expect(wingerCard.getByText('Shortlisted', { exact: true })).toBeVisible();

  // The status filter and a post's own list (?opportunity=).
  await choose(page, 'Status', 'Shortlisted');
  await expect(page).toHaveURL(/status=Shortlisted/);
  await expect(wingerCard).toBeVisible();
  await expect(keeperCard).toHaveCount(0);
  await choose(page, 'Status', 'All statuses');
  await page.goto(`/view-applications?opportunity=${opportunityId}`);
  const number = OPPORTUNITY_NUMBER_OFFSET + opportunityId;
  const postFilter = page.getByRole('region', { name: 'Post filter' });
  await expect(postFilter.getByText(`Opportunity #${number}`)).toBeVisible(FIRST_PAINT);
  await expect(postFilter.getByText(description)).toBeVisible();
  await expectNoViolations(page);
  await expect(wingerCard).toBeVisible();
  await expect(keeperCard).toBeVisible();
  await page.getByRole('button', { name: 'Show all posts' }).click();
  await expect(page).toHaveURL(/\/view-applications$/);

  // By Opportunity groups the post's applications, loaded for the post on the server.
  await page.getByText('By Opportunity', { exact: true }).click();
  const group = page.getByRole('region', { name: `Opportunity #${number}` });
  await expect(group.getByRole('listitem', { name: `Application from ${isolate(winger.fullName)}` })).toBeVisible();
  await expect(group.getByRole('listitem', { name: `Application from ${isolate(keeper.fullName)}` })).toBeVisible();
  await expectNoViolations(page);
  await page.getByText('Modern', { exact: true }).click();

  // The application's own page: everything about it, with its history.
  await wingerCard.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Application from ${isolate(winger.fullName)}` }),
  ).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('link', { name: winger.fullName, exact: true })).toHaveAttribute(
    'href',
    `/player-profile/${winger.userId}`,
  );
  await expect(page.getByRole('link', { name: `CV of ${isolate(winger.fullName)}` })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  const history = page.getByRole('list', { name: `History of the application from ${isolate(winger.fullName)}` });
  await expect(history).toContainText('Shortlisted');

  // Invites to a trial: the form checks its fields, then the invitation shows with its calendar file.
  const answer = page.getByRole('region', { name: 'Answer the application' });
  await answer.getByRole('button', { name: 'Invite to trial' }).click();
  const invitation = page.getByRole('dialog', { name: `Invite ${isolate(winger.fullName)} to a trial` });
  await invitation.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitation.getByText(englishOf(APPLICATION_MESSAGES.enterTrialDate))).toBeVisible();
  await expect(invitation.getByText(englishOf(APPLICATION_MESSAGES.enterVenue))).toBeVisible();
  await invitation.getByLabel('Date and time').fill(inDays(-2));
  await invitation.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitation.getByText(englishOf(APPLICATION_MESSAGES.trialInPast))).toBeVisible();
  await invitation.getByLabel('Date and time').fill(inDays(10));
  await invitation.getByLabel('Venue').fill('Estadio Municipal, pitch 2');
  await invitation.getByLabel('Details (optional)').fill('Bring boots for grass and your ID.');
  await expectNoViolations(page);
  await invitation.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.trialInvitationSent)).first()).toBeVisible();
  await expect(invitation).toBeHidden();
  const trial = page.getByRole('region', { name: 'Trial invitation' });
  await expect(trial.getByText('Estadio Municipal, pitch 2')).toBeVisible();
  await expect(trial.getByText('Waiting for the player')).toBeVisible();
  await expect(page.getByText('Invited to trial', { exact: true }).first()).toBeVisible();
  const ics = await trial.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  expect(ics).toBe(`/api/applications/${applicationId}/trial.ics`);
  const calendar = await page.request.get(ics ?? '');
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  await expectNoViolations(page);

  // Writes to the applicant: the conversation opens in the messages modal.
  await answer.getByRole('button', { name: 'Message' }).click();
  const dialog = messagesDialog(page);
  await expect(dialog.getByRole('heading', { name: winger.fullName })).toBeVisible();
  await sendInModal(page, 'Looking forward to seeing you at the trial!');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, '/applications/{id}');
  await expectNoViolations(page);

  // Declines the keeper with a template, edited before sending.
  await page.goto('/view-applications');
  await expect(keeperCard).toBeVisible(FIRST_PAINT);
  await expectNoHorizontalScroll(page, '/view-applications');
  await keeperCard.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: `Decline ${isolate(keeper.fullName)}'s application` });
  const template = DECLINE_TEMPLATES[1];
  await decline.getByRole('button', { name: template.label }).click();
  const words = decline.getByLabel('Message to the player (optional)');
  await expect(words).toHaveValue(template.text);
  await words.fill(`${template.text} Good luck, Kim!`);
  await expectNoViolations(page);
  await decline.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(decline).toBeHidden();
  await expect(keeperCard.getByText('Declined', { exact: true })).toBeVisible();
  await expect(keeperCard.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expectNoHorizontalScroll(page, '/view-applications');
  // A phone offers no table: it broke names and cut statuses at this width; the cards stay.
  await expect(page.getByRole('radio', { name: 'Table' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Applications table' })).toHaveCount(0);
  await page.getByText('By Opportunity', { exact: true }).click();
  await expect(group).toBeVisible();
  await expectNoHorizontalScroll(page, '/view-applications, By Opportunity');
  await page.getByText('Modern', { exact: true }).click();

  // The decline's message is in the keeper's history.
  await page.goto(`/applications/${keeperApplicationId}`);
  await expect(
    page.getByRole('list', { name: `History of the application from ${isolate(keeper.fullName)}` }),
  ).toContainText('Good luck, Kim!', FIRST_PAINT);

  // A withdrawn application says so and offers no answers.
  await signInViaApi(page, keeper.email);
  const withdrawn = await page.request.post(`/api/applications/${keeperApplicationId}/withdraw`);
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await signInViaApi(page, club.email);
  await page.goto('/view-applications');
  await expect(keeperCard.getByText('The player withdrew this application.')).toBeVisible(FIRST_PAINT);
  await expect(keeperCard.getByRole('button', { name: 'Shortlist' })).toHaveCount(0);
  await expect(keeperCard.getByRole('button', { name: 'Message' })).toHaveCount(0);

  // Once the post is closed the server refuses an answer (409), and the page says why.
  const closed = await page.request.put(`/api/opportunities/${opportunityId}`, { data: { status: 'Closed' } });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.goto(`/applications/${applicationId}`);
  await answer.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.postClosed))).toBeVisible();
  await expect(page.getByText('Invited to trial', { exact: true }).first()).toBeVisible();

  // The club reads the conversation from its dashboard's inbox.
  await page.goto('/club-dashboard');
  await expect(page.getByRole('region', { name: 'Inbox' }).getByText(winger.fullName)).toBeVisible(FIRST_PAINT);
  await expectNoHorizontalScroll(page, '/club-dashboard');
});
