import { isolate } from '@scouting/contract/bidi-isolate';
import { OPPORTUNITY_NUMBER_OFFSET } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { postShortlistName } from '@scouting/contract/shortlists';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postOpportunityViaApi, SAMPLE_CV, signInViaApi } from './support/opportunities.ts';

const PHONE = { width: 360, height: 740 };

test('an agent posts, a player applies with a CV, the agent reviews, stars and closes the post', async ({ page }) => {
  test.slow();
  const description = `Striker trial in Madrid ${Date.now()}: two weeks with a Segunda Federación side, travel covered.`;

  // The agent posts from the dashboard form, with filters that fit the player.
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: 'Sofia Agent' });
  await page.goto('/agent-dashboard');
  const form = page.getByRole('region', { name: 'Post an Opportunity' });
  const post = form.getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await form.getByLabel('Description').fill('   ');
  await expect(post).toBeDisabled();
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Link (optional)').fill('https://trials.example/madrid');
  await form.getByRole('combobox', { name: 'Country' }).fill('Spain');
  await page.getByRole('option', { name: 'Spain', exact: true }).click();
  await form.getByRole('combobox', { name: 'General position' }).click();
  await page.getByRole('option', { name: 'Forwards/Attackers' }).click();
  await expectNoViolations(page);
  await post.click();
  await expect(page.getByText(englishOf(MESSAGES.opportunityPosted))).toBeVisible();
  await expect(form.getByLabel('Description')).toHaveValue('');
  // A post the player must not be offered: goalkeepers only.
  await postOpportunityViaApi(page.request, `Goalkeeper camp ${Date.now()}`, { generalPosition: 'Goal Keepers' });

  // The player sees it under All and Agent, not under Scout; applies with a CV.
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Diego Delantero' });
  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  await expect(opportunities.getByText(description)).toBeVisible();
  await expect(opportunities.getByText(/Goalkeeper camp/)).toHaveCount(0);
  await opportunities.getByRole('tab', { name: 'Scout' }).click();
  await expect(opportunities.getByText(description)).toHaveCount(0);
  await opportunities.getByRole('tab', { name: 'Agent' }).click();
  await expect(opportunities.getByText(description)).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/player-dashboard');
  await opportunities
    .getByRole('link', { name: /^Apply/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/apply\/\d+$/);
  const opportunityId = Number(page.url().split('/').pop());
  await expect(page.getByText(englishOf(MESSAGES.applyHint))).toBeVisible();
  // The form names what it applies to, and who posted it.
  const named = page.getByRole('region', { name: 'The opportunity' });
  await expect(named).toContainText(/Posted by .+ \(Agent\)/);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/apply');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(englishOf(MESSAGES.enterIntroduction))).toBeVisible();
  await page
    .getByLabel('Introduction')
    .fill('Quick, left-footed striker with 14 goals last season in Tercera Federación.');
  await page.locator('input[type="file"]').setInputFiles(SAMPLE_CV);
  // The video profile goes with the application; another link is one click away (decision 068).
  await expect(page.getByRole('region', { name: 'Your video profile' })).toContainText(
    'Your video profile goes with this application.',
  );
  await page.getByRole('button', { name: 'Add another profile link' }).click();
  await page.getByLabel('Profile link (optional)').fill('https://data.example/diego');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(englishOf(MESSAGES.applicationSubmitted))).toBeVisible();
  await expect(page).toHaveURL(/\/player-dashboard$/);
  // Opening the form again says it is done instead of offering a second application (decision 010).
  await page.goto(`/apply/${opportunityId}`);
  await expect(page.getByRole('status').filter({ hasText: englishOf(MESSAGES.alreadyApplied) })).toBeVisible();
  await expect(page.getByLabel('Introduction')).toHaveCount(0);
  await expect(page.getByText(englishOf(MESSAGES.applyHint))).toBeHidden({ timeout: 8_000 });

  // The agent is notified, and finds the application in all three views.
  await signInViaApi(page, agent.email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/agent-dashboard');
  await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await page.getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/view-applications$/);
  const cards = page.getByRole('list', { name: 'Applications, newest first' });
  const card = cards.getByRole('listitem', { name: `Application from ${isolate('Diego Delantero')}` });
  await expect(card.getByRole('link', { name: 'Diego Delantero', exact: true })).toHaveAttribute(
    'href',
    `/player-profile/${player.userId}`,
  );
  const cvHref = await card.getByRole('link', { name: `CV of ${isolate('Diego Delantero')}` }).getAttribute('href');
  expect(cvHref).toMatch(/^\/api\/files\//);
  const cv = await page.request.get(cvHref ?? '');
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-type']).toBe('application/pdf');
  await expectNoViolations(page);

  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Applications table' });
  await expect(table.getByRole('cell', { name: `${description.slice(0, 50)}...` })).toBeVisible();
  await expect(
    table.getByRole('cell', { name: 'Quick, left-footed striker with 14 goals last seas...' }),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.getByText('By Opportunity', { exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Opportunity #${OPPORTUNITY_NUMBER_OFFSET + opportunityId}` }),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.getByText('Modern', { exact: true }).click();
  await card.getByRole('button', { name: `Star application from ${isolate('Diego Delantero')}` }).click();
  await expect(
    card.getByRole('button', { name: `Unstar application from ${isolate('Diego Delantero')}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The star is the quick add to the post's shortlist: the poster is told where the applicant went.
  const listName = postShortlistName(opportunityId, description);
  await expect(page.getByText(/Diego Delantero.* is on your shortlist/)).toContainText(listName);
  await page.getByRole('link', { name: 'Open your shortlists' }).click();
  const list = page.getByRole('listitem', { name: listName });
  await expect(list.getByText('1 player')).toBeVisible();
  await list.getByRole('button', { name: 'Show players' }).click();
  await expect(list.getByText('Diego Delantero', { exact: true }).first()).toBeVisible();
  await page.goto('/bookmarks');
  await expect(
    page.getByRole('list', { name: 'Starred applications' }).getByRole('listitem', {
      name: `Application from ${isolate('Diego Delantero')}`,
    }),
  ).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/bookmarks');

  // The agent closes the post; the player is no longer offered it.
  await page.goto('/view-posts');
  const postCard = page.getByRole('listitem', { name: `Post: ${isolate(description.slice(0, 60))}` });
  await postCard.getByRole('button', { name: 'Close' }).click();
  await expect(postCard.getByText('Closed', { exact: true })).toBeVisible();
  await expect(postCard.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/view-posts');

  await signInViaApi(page, player.email);
  await page.goto('/player-dashboard');
  const offered = page.getByRole('region', { name: 'Opportunities' });
  // Other journeys may have posts open for every player meanwhile: the list or its empty state loads,
  // and this post is not in it.
  await expect(
    offered
      .getByText('No open opportunities match your profile yet. Check back soon.')
      .or(offered.getByRole('list', { name: 'All opportunities' })),
  ).toBeVisible();
  await expect(offered.getByText(description)).toHaveCount(0);
});

test('an agent edits, reopens and deletes a post; a deleted post is read-only', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto('/view-posts');
  await expect(
    page.getByText('You have not posted any opportunities yet. Post one from your dashboard.'),
  ).toBeVisible();
  await expectNoViolations(page);

  const description = `Midfielders wanted ${Date.now()}`;
  await postOpportunityViaApi(page.request, description);
  await page.reload();
  // Found by the start of its name, which stays when the description grows below.
  const card = page.getByRole('listitem', { name: `Post: \u2068${description}` });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  await dialog.getByLabel('Description').fill(`${description} (CM or CDM)`);
  await dialog.getByLabel('Link (optional)').fill('https://club.example/midfield');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`${description} (CM or CDM)`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://club.example/midfield' })).toBeVisible();

  await card.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Reopen' }).click();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  // Cancelling the confirmation changes nothing.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete post' });
  await expect(confirm.getByText(englishOf(MESSAGES.confirmDeletePost))).toBeVisible();
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(englishOf(MESSAGES.postDeleted))).toBeVisible();
  await expect(card.getByText('Deleted', { exact: true })).toBeVisible();
  for (const name of ['Edit', 'Close', 'Delete']) await expect(card.getByRole('button', { name })).toBeDisabled();
});

test('agent pages show their empty states, and players are kept out of them', async ({ page }) => {
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto('/view-applications');
  await expect(
    page.getByText("No applications yet. Players' applications to your posts will appear here."),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/bookmarks');
  await expect(
    page.getByText('No bookmarks yet. Star an application to keep it here and on the post’s shortlist.'),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Player');
  for (const path of ['/view-posts', '/view-applications', '/bookmarks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: englishOf(MESSAGES.notAuthorisedTitle) })).toBeVisible();
  }
});
