import { isolate } from '@scouting/contract/bidi-isolate';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { checkPage, inDays, verifyClubViaApi } from './support/club-needs.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { verifyAgentViaApi } from './support/safeguarding.ts';
import { input } from './support/transfermarkt.ts';

const PHONE = { width: 390, height: 844 };
const FIRST_PAINT = { timeout: 30_000 };

// Decision 061: a representing agent pitches their player for a club's requirement with one of their
// scouting reports, the club reads the report and invites the player to a trial, and the player
// accepts it on /representation, which the club then sees; all at phone width.
test('an agent pitches a player with a report, the club invites them to a trial, the player accepts it', async ({
  page,
  browser,
}) => {
  test.slow();
  const clubName = uniqueName('Deportivo Ejemplo');
  const club = await registerMemberViaApi(page.request, 'Club', { clubName });
  await verifyClubViaApi(page.request, club.userId);
  // A permanent deal fits a player whatever they said of their availability (availableForDeal).
  const posted = await page.request.post('/api/club-needs', {
    data: { positions: ['CB'], ageMin: 20, ageMax: 24, dealTypes: ['Permanent'], deadline: inDays(30) },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const needId = (await posted.json()).id as number;

  const agentBrowser = await openSecondBrowser(browser);
  const agentPage = agentBrowser.page;
  const agent = await registerMemberViaApi(agentPage.request, 'Agent', { fullName: uniqueName('Pia Agent') });
  await verifyAgentViaApi(agentPage.request, agent.userId);
  const playerBrowser = await openSecondBrowser(browser);
  const playerPage = playerBrowser.page;
  const player = await registerMemberViaApi(playerPage.request, 'Player', {
    fullName: uniqueName('Carla Central'),
    dob: dobYearsAgo(22),
    age: 22,
    primaryPosition: 'CB',
  });
  const offer = await agentPage.request.post('/api/representation-offers', {
    data: { playerId: player.userId, months: 12, exclusive: false, feePercent: 3, message: 'Let me find you a club.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const accepted = await playerPage.request.post(`/api/representation-offers/${(await offer.json()).id}/answer`, {
    data: { answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const written = await agentPage.request.post('/api/scout-reports', {
    data: {
      playerId: player.userId,
      watchedOn: '2026-03-01',
      watchedVia: 'Live',
      ratings: { technical: { passing: 4 }, tactical: {}, physical: {}, mental: {} },
      potential: 4,
      verdict: 'Sign',
      summary: 'Reads the game two passes ahead.',
    },
  });
  expect(written.status(), await written.text()).toBe(201);

  // The agent pitches the matching player from /club-needs, with the report attached.
  await agentPage.setViewportSize(PHONE);
  await agentPage.goto('/club-needs');
  const need = agentPage
    .getByRole('listitem')
    .filter({ has: agentPage.getByRole('heading', { level: 2, name: clubName }) });
  await need.getByRole('button', { name: `Pitch ${isolate(player.fullName)}` }).click(FIRST_PAINT);
  const form = need.getByRole('form', { name: `Pitch ${isolate(player.fullName)} to ${isolate(clubName)}` });
  await input(form, 'Note to the club').fill('A calm left-sided centre-back who plays out from the back.');
  await input(form, 'Scouting report').selectOption({ index: 1 });
  await checkPage(agentPage, '/club-needs with the pitch form');
  await form.getByRole('button', { name: 'Send pitch' }).click();
  await expect(need.getByText(englishOf(PITCH_MESSAGES.pitched))).toBeVisible();
  await agentBrowser.close();

  // The club opens the pitches on its requirement and invites the player to a trial.
  await page.setViewportSize(PHONE);
  await page.goto('/club-dashboard');
  await page.getByRole('link', { name: `Pitches for requirement #${needId}` }).click(FIRST_PAINT);
  await expect(page.getByRole('heading', { level: 1, name: `Pitches for requirement #${needId}` })).toBeVisible();
  const pitch = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: player.fullName }) });
  await expect(pitch.getByText('A calm left-sided centre-back', { exact: false })).toBeVisible();
  await pitch.getByRole('button', { name: 'Read the scouting report' }).click();
  await expect(pitch.getByText('Reads the game two passes ahead.')).toBeVisible();
  await expect(pitch.getByText(`Report by ${isolate(agent.fullName)}`)).toBeVisible();
  const answer = pitch.getByRole('form', { name: `Answer the pitch of ${isolate(player.fullName)}` });
  await answer.getByRole('radio', { name: 'Invite to trial' }).check();
  await input(answer, 'Date and time of the trial').fill(`${inDays(10)}T18:30`);
  await input(answer, 'Place').fill('Ciudad Deportiva, pitch 3');
  await checkPage(page, 'the pitches page with the answer form');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(englishOf(PITCH_MESSAGES.answered))).toBeVisible();
  await expect(pitch.getByText('Invite to trial', { exact: true }).first()).toBeVisible();

  // The player reads the pitch and the club's answer on /representation.
  await playerPage.setViewportSize(PHONE);
  await playerPage.goto('/representation');
  const section = playerPage.getByRole('list', { name: 'Pitches made for you' });
  const card = section.getByRole('listitem').filter({ hasText: clubName });
  await expect(card.getByText('Invited to a trial')).toBeVisible(FIRST_PAINT);
  await expect(card.getByText('Ciudad Deportiva, pitch 3')).toBeVisible();
  await expect(card.getByText(agent.fullName)).toBeVisible();
  await expect(card.getByText('Not answered yet')).toBeVisible();
  await checkPage(playerPage, '/representation with a trial to answer');
  await card.getByRole('button', { name: 'Accept the trial' }).click();
  await expect(playerPage.getByText(englishOf(PITCH_MESSAGES.trialAccepted))).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept the trial' })).toHaveCount(0);
  await checkPage(playerPage, '/representation with an accepted trial');
  await playerBrowser.close();

  // The club sees the player's answer on its pitch.
  await page.reload();
  await expect(pitch.getByText('Player’s answer to the trial')).toBeVisible(FIRST_PAINT);
  await expect(pitch.getByText('Accepted', { exact: true })).toBeVisible();
  await checkPage(page, 'the pitches page with the accepted trial');
});
