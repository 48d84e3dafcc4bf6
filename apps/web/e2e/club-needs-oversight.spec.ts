import { isolate } from '@scouting/contract/bidi-isolate';
import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { checkPage, inDays, verifyClubViaApi } from './support/club-needs.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { verifyAgentViaApi } from './support/safeguarding.ts';

const PHONE = { width: 360, height: 740 };
const FIRST_PAINT = { timeout: 30_000 };

// docs/product.md#club-needs, decision 056: an admin oversees requirements and their pitches on one
// page, closes one with a reason, and the club sees it closed with that reason; all at 360 px.
test('an admin finds a verified club’s requirement, sees its pitch, closes it with a reason; the club sees it closed', async ({
  page,
  browser,
}) => {
  test.slow();
  const clubName = uniqueName('Racing Ejemplo');
  const club = await registerMemberViaApi(page.request, 'Club', { clubName });
  await verifyClubViaApi(page.request, club.userId);
  const posted = await page.request.post('/api/club-needs', {
    data: { positions: ['CB'], ageMin: 20, ageMax: 24, dealTypes: ['Loan'], deadline: inDays(30) },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const needId = (await posted.json()).id as number;

  // A verified agent who represents a centre-back pitches him for it.
  const agentBrowser = await openSecondBrowser(browser);
  const agentRequest = agentBrowser.page.request;
  const agent = await registerMemberViaApi(agentRequest, 'Agent', { fullName: uniqueName('Olga Agent') });
  await verifyAgentViaApi(agentRequest, agent.userId);
  const playerBrowser = await openSecondBrowser(browser);
  const player = await registerMemberViaApi(playerBrowser.page.request, 'Player', {
    fullName: uniqueName('Diego Defensa'),
    dob: dobYearsAgo(22),
    age: 22,
    primaryPosition: 'CB',
  });
  const offer = await agentRequest.post('/api/representation-offers', {
    data: { playerId: player.userId, months: 12, exclusive: false, feePercent: 3, message: 'Let me find you a club.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const accepted = await playerBrowser.page.request.post(
    `/api/representation-offers/${(await offer.json()).id}/answer`,
    { data: { answer: 'accept' } },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await playerBrowser.close();
  const pitched = await agentRequest.post(`/api/club-needs/${needId}/pitches`, {
    data: { playerId: player.userId, note: 'Reads the game well.' },
  });
  expect(pitched.status(), await pitched.text()).toBe(201);
  await agentBrowser.close();

  // The admin opens the page from the dashboard's Club tab and narrows the list to that club.
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  // In the page: on a phone the bottom bar has a 'Clubs' place too.
  await admin.getByRole('main').getByText(/^Club/).click();
  await admin.getByRole('link', { name: /^Review Club Needs/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Review Club Needs' })).toBeVisible();
  await admin.getByRole('radiogroup', { name: 'Which requirements' }).getByText('Open', { exact: true }).click();
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: clubName }) });
  await card.getByRole('button', { name: 'Only this club' }).click();
  await expect(admin.getByText(`Showing the requirements of ${isolate(clubName)} only.`)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Requirements, newest first' }).getByRole('listitem')).toHaveCount(1);
  await expect(card.getByText('1 in all: 1 waiting', { exact: false })).toBeVisible();
  await checkPage(admin, '/review-club-needs filtered by club');

  // A row opens its pitches: the player, the agent, no answer yet.
  await card.getByRole('button', { name: `Show the pitches of requirement #${needId}` }).click();
  const pitch = card
    .getByRole('list', { name: `Pitches for requirement #${needId}` })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { level: 3, name: player.fullName }) });
  await expect(pitch.getByText(agent.fullName)).toBeVisible();
  await expect(pitch.getByText('Waiting for an answer')).toBeVisible();
  await checkPage(admin, '/review-club-needs with the pitches open');

  // Close with reason: the reason is required, then the requirement closes and the club is told.
  await card.getByRole('button', { name: 'Close with reason' }).click();
  const dialog = admin.getByRole('dialog', { name: `Close requirement #${needId} of ${isolate(clubName)}` });
  await dialog.getByRole('button', { name: 'Close requirement' }).click();
  await expect(dialog.getByText(englishOf(CLUB_NEED_MESSAGES.adminCloseNeedsReason))).toBeVisible();
  await checkPage(admin, 'the close dialog with its error');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The club asked for fees from agents.');
  await dialog.getByRole('button', { name: 'Close requirement' }).click();
  await expect(
    admin.getByText(`Requirement #${needId} of ${isolate(clubName)} is closed and the club was told.`),
  ).toBeVisible();
  await admin.getByRole('radiogroup', { name: 'Which requirements' }).getByText('Closed', { exact: true }).click();
  await expect(card.getByText('The club asked for fees from agents.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Close with reason' })).toHaveCount(0);
  await checkPage(admin, '/review-club-needs with the closed requirement');
  await adminBrowser.close();

  // The club sees its requirement closed, with the admin's reason.
  await page.setViewportSize(PHONE);
  await page.goto('/club-dashboard');
  const own = page.getByRole('list', { name: 'Your requirements, newest first' });
  await expect(own.getByText('Closed', { exact: true })).toBeVisible(FIRST_PAINT);
  await expect(own.getByText('The club asked for fees from agents.')).toBeVisible();
  await checkPage(page, 'the club dashboard with the closed requirement');
});
