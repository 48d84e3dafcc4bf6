import type { Locator, Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { SAMPLE_CV, signInViaApi } from './support/opportunities.ts';
import { logIn } from './support/pages.ts';
import { choose } from './support/wizard.ts';

// Decision 020: scouts and clubs as working members.

const PHONE = { width: 360, height: 740 };
// The fake YouTube (apps/server/test/fake-youtube.ts) that the e2e server syncs from.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const FIRST_VIDEO = 'Hat-trick against Rivals FC';
// A fresh page's first paint can take several seconds on a busy machine: the first check after
// opening a page waits longer than the default, the later ones do not need to.
const FIRST_PAINT = { timeout: 30_000 };

/** Thumbnails answer 404 and the embedded player is blank: the browser never reaches YouTube. */
async function stubYouTubeInBrowser(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Clicks a star as a person does: Mantine's radio inputs are visually hidden behind their labels. */
async function rate(card: Locator, stars: number, title: string) {
  const input = card.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'} for ${isolate(title)}` });
  const id = await input.getAttribute('id');
  await card.locator(`label[for="${id}"]`).click();
}

test('a scout logs in, sees the dashboard, rates a video in the pool and finds the player by search', async ({
  page,
}) => {
  test.slow();
  await stubYouTubeInBrowser(page);
  // A player only this journey creates: the only one from Luxembourg.
  const player = await registerMemberViaApi(page.request, 'Player', {
    fullName: 'Luc Pool Scouted',
    country: 'Luxembourg',
    dob: dobYearsAgo(27),
  });
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status()).toBe(200);

  await page.context().clearCookies();
  const scout = await registerMemberViaApi(page.request, 'Scout', { fullName: 'Henrik Scout' });
  await page.context().clearCookies();
  await page.goto('/');
  await logIn(page, scout.email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/scout-dashboard$/, FIRST_PAINT);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate('Henrik Scout')}` })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(page.getByRole('link', { name: 'Open shortlists' })).toHaveAttribute('href', '/shortlists');
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/scout-profile/${scout.userId}`,
  );

  const pool = page.getByRole('region', { name: 'Player Video Profiles' });
  await choose(page, 'Country', 'Luxembourg', pool);
  const items = pool.getByRole('list', { name: 'Video pool' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  const card = items.filter({ has: page.getByText(FIRST_VIDEO, { exact: true }) });
  await expect(card.getByText('Luc Pool Scouted')).toBeVisible();
  await expect(card.getByTestId('pool-average')).toHaveText('Not rated yet');
  await expectNoViolations(page);
  await rate(card, 5, FIRST_VIDEO);
  await expect(page.getByText(englishOf(MESSAGES.ratingSaved)).first()).toBeVisible();
  await expect(card.getByTestId('pool-average')).toHaveText('5 of 5 (1 rating)');

  // The search box hands its words to /search, which finds the player (decision 018).
  await page.getByRole('textbox', { name: 'Search players' }).fill('Luc Pool');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Luc\+Pool$/);
  const found = page.getByRole('list', { name: 'Players found' }).getByRole('listitem', { name: 'Luc Pool Scouted' });
  await expect(found).toBeVisible(FIRST_PAINT);

  await page.setViewportSize(PHONE);
  await page.goto('/scout-dashboard');
  // On a phone the pool folds behind its name.
  await page.getByRole('button', { name: 'Player Video Profiles', expanded: false }).click(FIRST_PAINT);
  await expect(pool).toBeVisible(FIRST_PAINT);
  await expectNoHorizontalScroll(page, '/scout-dashboard');
});

test('a club posts an opportunity, a player applies from the Club tab, the club reviews and stars the application', async ({
  page,
}) => {
  test.slow();
  const description = `Open trial day ${Date.now()}: defenders for a Primera Federación side, kit provided.`;
  const club = await registerMemberViaApi(page.request, 'Club', { fullName: 'Marta Club' });
  await page.goto('/club-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate('Marta Club')}` })).toBeVisible(
    FIRST_PAINT,
  );
  const form = page.getByRole('region', { name: 'Post an Opportunity' });
  await form.getByLabel('Description').fill(description);
  // Scouts and clubs may not aim a post at under-18s (docs/product.md#opportunities).
  await choose(page, 'Age range', '13-16', form);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByText(englishOf(MESSAGES.postToMinorsAgentsOnly))).toBeVisible();
  await form.getByRole('combobox', { name: 'Age range' }).click();
  await page.getByRole('option', { name: '13-16', exact: true }).click(); // clicking the chosen option clears it
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(englishOf(MESSAGES.opportunityPosted))).toBeVisible();

  // The club's own posts, as an agent's.
  await page.getByRole('link', { name: 'Posts', exact: true }).click();
  await expect(page).toHaveURL(/\/view-posts$/);
  await expect(page.getByText(description)).toBeVisible();

  await page.context().clearCookies();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Pablo Player' });
  await page.setViewportSize(PHONE);
  await page.goto('/player-dashboard');
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  await expect(opportunities).toBeVisible(FIRST_PAINT);
  await opportunities.getByRole('tab', { name: 'Club' }).click();
  await expect(opportunities.getByText(description)).toBeVisible();
  await opportunities.getByRole('tab', { name: 'Agent' }).click();
  await expect(opportunities.getByText(description)).toHaveCount(0);
  await opportunities.getByRole('tab', { name: 'Club' }).click();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/player-dashboard');

  // The player applies to the club's post, with a CV (decision 020: the club handles it as an agent would).
  await opportunities
    .getByRole('listitem')
    .filter({ hasText: description })
    .getByRole('link', { name: /^Apply/ })
    .click();
  await expect(page).toHaveURL(/\/apply\/\d+$/);
  await page.getByLabel('Introduction').fill('Centre-back, 1.91 m, captain of my side for two seasons.');
  await page.locator('input[type="file"]').setInputFiles(SAMPLE_CV);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(englishOf(MESSAGES.applicationSubmitted))).toBeVisible();

  // The club reaches the application from its dashboard, reads the CV and stars it.
  await signInViaApi(page, club.email);
  await page.goto('/club-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${isolate('Marta Club')}` })).toBeVisible(
    FIRST_PAINT,
  );
  // The dashboard's own link (on a phone the bottom bar offers the same place).
  await page.getByRole('main').getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page).toHaveURL(/\/view-applications$/);
  const card = page
    .getByRole('list', { name: 'Applications, newest first' })
    .getByRole('listitem', { name: `Application from ${isolate('Pablo Player')}` });
  await expect(card.getByRole('link', { name: 'Pablo Player', exact: true })).toHaveAttribute(
    'href',
    `/player-profile/${player.userId}`,
    FIRST_PAINT,
  );
  await expect(card.getByText(description)).toBeVisible();
  const cvHref = await card.getByRole('link', { name: `CV of ${isolate('Pablo Player')}` }).getAttribute('href');
  expect(cvHref).toMatch(/^\/api\/files\//);
  const cv = await page.request.get(cvHref ?? '');
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-type']).toBe('application/pdf');
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/view-applications');
  await card.getByRole('button', { name: `Star application from ${isolate('Pablo Player')}` }).click();
  await expect(
    card.getByRole('button', { name: `Unstar application from ${isolate('Pablo Player')}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The star is kept under Bookmarks, reached from the dashboard too.
  await page.goto('/club-dashboard');
  await page.getByRole('link', { name: 'Bookmarks', exact: true }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(
    page.getByRole('list', { name: 'Starred applications' }).getByRole('listitem', {
      name: `Application from ${isolate('Pablo Player')}`,
    }),
  ).toBeVisible(FIRST_PAINT);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/bookmarks');
});

test('a scout edits their profile from the dashboard; a club’s profile shows its club', async ({ page }) => {
  test.slow();
  const club = await registerMemberViaApi(page.request, 'Club');
  await page.context().clearCookies();
  const scout = await registerMemberViaApi(page.request, 'Scout', { fullName: 'Ana Scout' });
  await page.setViewportSize(PHONE);
  await page.goto('/scout-dashboard');
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/scout-profile/${scout.userId}\\?edit$`));
  const form = page.getByRole('form', { name: 'Edit scout details' });
  await expect(form).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/scout-profile edit mode');

  await form.getByLabel('Current employer').fill('');
  await form.getByLabel('Website').fill('scouting.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(englishOf(MESSAGES.fieldRequired))).toBeVisible();
  await expect(form.getByText(englishOf(MESSAGES.invalidUrl))).toBeVisible();
  await form.getByLabel('Current employer').fill('Rosenborg BK');
  await form.getByLabel('Website').fill('https://ana-scouting.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(englishOf(MESSAGES.scoutDetailsSaved))).toBeVisible();
  await expect(form).toBeHidden();
  const details = page.getByRole('region', { name: 'Scout details' });
  await expect(details.getByText('Rosenborg BK')).toBeVisible();
  await expect(details.getByRole('link', { name: /ana-scouting\.example/ })).toBeVisible();
  await expectNoViolations(page);

  // Another member's profile: read only, no private e-mail.
  await page.goto(`/club-profile/${club.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'CD Example' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByText('club@example.com')).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/club-profile');
});
