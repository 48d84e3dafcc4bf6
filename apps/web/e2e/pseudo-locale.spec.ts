import { type RegisteredMember, registerMemberViaApi, registrationPayload } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { expectAllTranslated } from './support/pseudo-locale.ts';

// Decision 037: a run in the pseudo-locale finds any text a page shows outside the catalogs. Every
// catalog message is marked ⟦…⟧ there; what stays unmarked is members' own data, named per page.

const PSEUDO = '?pseudo-locale=on';

/** What a member's own pages show of them: every text of their registration, and their account's. */
function ownData(role: Parameters<typeof registrationPayload>[0], member: RegisteredMember, overrides = {}) {
  const texts: string[] = [member.email, member.username, member.fullName, ...member.fullName.split(' ')];
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.length > 1) texts.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  const payload = registrationPayload(role, overrides);
  collect(payload);
  // The record shows the club of the wizard's previous club on its own (decision 066): 'Getafe' of 'Getafe - 2019'.
  if (typeof payload.previousClub === 'string') texts.push(payload.previousClub.split(/\s+[-–—]\s+/)[0] ?? '');
  return texts;
}

test('the visitor’s pages show no text outside the catalogs', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/reset-password']) {
    await page.goto(`${path}${PSEUDO}`);
    await expectAllTranslated(page);
  }
});

test('a player’s pages show no text outside the catalogs', async ({ page }) => {
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: 'Pia Pseudo' });
  const data = ownData('Player', player, { fullName: 'Pia Pseudo' });
  // The dashboard lists other journeys' opportunities: their cards' data is not checked.
  const others = 'main li, main article';
  await page.goto(`/player-dashboard${PSEUDO}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of [
    '/player-dashboard',
    '/my-applications',
    '/player-notifications',
    '/settings',
    `/player-profile/${player.userId}`,
    `/video-profile/${player.userId}`,
    '/representation',
  ]) {
    await page.goto(path);
    await expectAllTranslated(page, data, others);
  }
});

test('an agent’s, a scout’s and a club’s pages show no text outside the catalogs', async ({ page }) => {
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: 'Aldo Pseudo' });
  let data = ownData('Agent', agent, { fullName: 'Aldo Pseudo' });
  // The pool, the search and the lists show other journeys' players: their cards' data is not checked.
  const others = 'main li, main article, main tbody';
  await page.goto(`/agent-dashboard${PSEUDO}`);
  for (const path of ['/agent-dashboard', '/view-posts', '/view-applications', '/agent-verification', '/bookmarks']) {
    await page.goto(path);
    await expectAllTranslated(page, data, others);
  }
  await page.goto(`/agent-profile/${agent.userId}`);
  await expectAllTranslated(page, data, others);

  const scout = await registerMemberViaApi(page.request, 'Scout', { fullName: 'Sol Pseudo' });
  data = ownData('Scout', scout, { fullName: 'Sol Pseudo' });
  for (const path of ['/scout-dashboard', '/search', '/shortlists', '/compare', `/scout-profile/${scout.userId}`]) {
    await page.goto(path);
    await expectAllTranslated(page, data, others);
  }

  const club = await registerMemberViaApi(page.request, 'Club', { fullName: 'Cleo Pseudo' });
  data = ownData('Club', club, { fullName: 'Cleo Pseudo' });
  for (const path of ['/club-dashboard', `/club-profile/${club.userId}`]) {
    await page.goto(path);
    await expectAllTranslated(page, data, others);
  }
});

test('the admin’s pages show no text outside the catalogs', async ({ browser }) => {
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  // The queues and lists hold every journey's items: their cards' own data is not checked here.
  const items = 'main li, main tbody, main article';
  await admin.goto(`/admin-dashboard${PSEUDO}`);
  await expectAllTranslated(admin, [], items);
  // The members-by-role part mounts after the first screen (Deferred): its cards are links too.
  await expect(admin.locator('#admin-tab-heading')).toBeVisible();
  const pages = await admin
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(pages.length).toBeGreaterThan(5);
  for (const path of pages) {
    await admin.goto(path);
    await expectAllTranslated(admin, [], items);
  }
  await adminBrowser.close();
});
