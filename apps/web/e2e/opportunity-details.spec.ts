import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { OPPORTUNITY_DETAIL_MESSAGES as DETAIL, isoToday } from '@scouting/contract/opportunity-details';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInViaApi } from './support/opportunities.ts';

const PHONE = { width: 360, height: 740 };

/** A day `days` after today (UTC), as YYYY-MM-DD. */
const dayFromToday = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));

test('an agent posts a trial in a city with a deadline; a player filters by type and city and sees its details', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const description = `Goalkeeper trial week ${stamp}: five days with a Segunda RFEF side.`;
  const city = 'Valencia';

  // The agent posts from the dashboard form with a type, a city, dates and a deadline.
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: 'Marta Agente' });
  await page.goto('/agent-dashboard');
  const form = page.getByRole('region', { name: 'Post an Opportunity' });
  await form.getByLabel('Description').fill(description);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Trial', exact: true }).click();
  await form.getByLabel('City').fill(city);
  await form.getByLabel('Start date').fill('2031-03-10');
  await form.getByLabel('End date').fill('2031-03-07');
  await form.getByLabel('Application deadline').fill(dayFromToday(20));
  // Goalkeepers only: journeys running alongside apply to the first post their own player is offered.
  await form.getByRole('combobox', { name: 'General position' }).click();
  await page.getByRole('option', { name: 'Goal Keepers' }).click();
  await form.getByRole('button', { name: 'Post' }).click();
  // The contract's rule, said on the field before anything is sent.
  await expect(form.getByText(englishOf(DETAIL.endsBeforeStarts))).toBeVisible();
  await form.getByLabel('End date').fill('2031-03-14');
  await expect(form.getByText(englishOf(DETAIL.endsBeforeStarts))).toHaveCount(0);
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(englishOf(MESSAGES.opportunityPosted))).toBeVisible();
  await expect(form.getByLabel('City')).toHaveValue('');
  // Another post of the same agent, a contract elsewhere, which the filters leave out.
  const other = await page.request.post('/api/opportunities', {
    data: {
      description: `Contract offer ${stamp}`,
      type: 'Contract',
      city: 'Bilbao',
      filters: { generalPosition: 'Goal Keepers' },
    },
  });
  expect(other.status(), await other.text()).toBe(201);

  // The player narrows the list by type, then by city (any case), and reads the post's details.
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: 'Iker Portero',
    primaryPosition: 'GK',
    secondaryPosition: 'CB',
  });
  await page.goto('/player-dashboard');
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  await expect(opportunities.getByText(`Contract offer ${stamp}`)).toBeVisible();
  await opportunities.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Trial', exact: true }).click();
  await expect(opportunities.getByText(`Contract offer ${stamp}`)).toHaveCount(0);
  const card = opportunities.getByRole('listitem').filter({ hasText: description });
  await expect(card).toBeVisible();
  await expect(card.getByText('Trial', { exact: true })).toBeVisible();
  await expect(card.getByText(city, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Apply by /)).toBeVisible();
  await expect(card.getByText(/2031/)).toBeVisible();
  await opportunities.getByLabel('City').fill('valencia');
  await expect(card).toBeVisible();
  await expectNoViolations(page);
  await opportunities.getByLabel('City').fill('Atlantis');
  await expect(opportunities.getByText(englishOf(DETAIL.noMatchingFilters))).toBeVisible();
  await opportunities.getByLabel('City').fill('');
  await expect(card).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, '/player-dashboard with filters');

  // The player applies; the agent's My Posts counts the applicant and links to the applications.
  const opportunityId = Number(
    (await card.getByRole('link', { name: /^Apply/ }).getAttribute('href'))?.split('/').pop(),
  );
  const applied = await page.request.post('/api/apply', {
    multipart: { playerId: String(player.userId), opportunityId: String(opportunityId), introduction: 'Tall keeper.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInViaApi(page, agent.email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/view-posts');
  const post = page.getByRole('listitem', { name: `Post: ${isolate(description.slice(0, 60))}` });
  await expect(post.getByRole('link', { name: /^1 applicant to:/ })).toHaveAttribute(
    'href',
    `/view-applications?opportunity=${opportunityId}`,
  );
  const contract = page.getByRole('listitem', { name: `Post: ${isolate(`Contract offer ${stamp}`)}` });
  await expect(contract.getByText('No applicants yet')).toBeVisible();
  await expectNoViolations(page);

  // The edit dialog holds the details; a changed city shows on the card.
  await post.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  await expect(dialog.getByLabel('City')).toHaveValue(city);
  await expect(dialog.getByLabel('Start date')).toHaveValue('2031-03-10');
  await dialog.getByLabel('City').fill('Castellón');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(post.getByText('Castellón', { exact: true })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, '/view-posts');
});
