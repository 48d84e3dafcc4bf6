import { isolate } from '@scouting/contract/bidi-isolate';
import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { checkPage, inDays } from './support/club-needs.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { verifyAgentViaApi } from './support/safeguarding.ts';
import { chooseFile, input, PDF } from './support/transfermarkt.ts';

const PHONE = { width: 390, height: 844 };
const FIRST_PAINT = { timeout: 30_000 };

// docs/product.md#club-needs: a club is verified, posts a requirement from its phone, and an agent
// who represents a fitting player sees it with that player beside it.
test('a club is verified, posts a requirement at phone width, and a representing agent sees it with their player', async ({
  page,
  browser,
}) => {
  test.slow();
  const clubName = uniqueName('Atlético Ejemplo');
  await registerMemberViaApi(page.request, 'Club', { clubName });
  await page.setViewportSize(PHONE);

  // The club asks to be verified from its dashboard.
  await page.goto('/club-dashboard');
  const verification = page.getByRole('form', { name: 'Ask to verify your club' });
  await expect(verification).toBeVisible(FIRST_PAINT);
  await input(verification, 'Federation').fill('Royal Spanish Football Federation');
  await input(verification, 'Registration number').fill('RFEF-0042');
  await chooseFile(page, verification.getByRole('button', { name: /^Federation registration document/ }), {
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await verification.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText(englishOf(CLUB_VERIFICATION_MESSAGES.alreadyPending))).toBeVisible();
  await checkPage(page, 'the club dashboard (pending)');

  // The admin finds it under the dashboard's Club tab and approves it.
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  // In the page: on a phone the bottom bar has a 'Clubs' place too.
  await admin.getByRole('main').getByText(/^Club/).click();
  await admin.getByRole('link', { name: /^Review Club Verifications/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Review Club Verifications' })).toBeVisible();
  await checkPage(admin, '/review-club-verifications');
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: clubName }) });
  await card.getByRole('button', { name: `Approve the request of ${isolate(clubName)}` }).click();
  await expect(admin.getByText(`${isolate(clubName)} is now verified.`)).toBeVisible();
  await adminBrowser.close();

  // Verified, the club posts a requirement from its phone.
  await page.reload();
  await expect(page.getByText('Your club is verified', { exact: false })).toBeVisible(FIRST_PAINT);
  const post = page.getByRole('form', { name: 'Post a requirement' });
  await post.getByRole('checkbox', { name: /^CB/ }).check();
  await post.getByRole('checkbox', { name: 'Loan' }).check();
  // A permanent deal too: the player below has not said whether a loan suits her, and only a
  // permanent deal leaves availability out of the match (docs/product.md#club-needs).
  await post.getByRole('checkbox', { name: 'Permanent' }).check();
  await input(post, 'Youngest age').fill('20');
  await input(post, 'Oldest age').fill('24');
  await input(post, 'Deadline').fill(inDays(30));
  await post.getByRole('button', { name: 'Post requirement' }).click();
  const ownList = page.getByRole('list', { name: 'Your requirements, newest first' });
  await expect(ownList.getByRole('listitem')).toHaveCount(1);
  await expect(ownList.getByText('Open', { exact: true })).toBeVisible();
  await checkPage(page, 'the club dashboard with a requirement');

  // An agent who represents a fitting centre-back sees the requirement, and the player beside it.
  const agentBrowser = await openSecondBrowser(browser);
  const agentPage = agentBrowser.page;
  const agent = await registerMemberViaApi(agentPage.request, 'Agent', { fullName: uniqueName('Ana Agent') });
  await verifyAgentViaApi(agentPage.request, agent.userId);
  const playerBrowser = await openSecondBrowser(browser);
  const player = await registerMemberViaApi(playerBrowser.page.request, 'Player', {
    fullName: uniqueName('Carla Central'),
    dob: dobYearsAgo(22),
    age: 22,
    primaryPosition: 'CB',
  });
  const offer = await agentPage.request.post('/api/representation-offers', {
    data: { playerId: player.userId, months: 12, exclusive: false, feePercent: 3, message: 'Let me find you a club.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const accepted = await playerBrowser.page.request.post(
    `/api/representation-offers/${(await offer.json()).id}/answer`,
    { data: { answer: 'accept' } },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await playerBrowser.close();

  await agentPage.setViewportSize(PHONE);
  await agentPage.goto('/agent-dashboard');
  await agentPage.getByRole('link', { name: 'Club needs' }).click(FIRST_PAINT);
  await expect(agentPage.getByRole('heading', { level: 1, name: 'Club needs' })).toBeVisible();
  const need = agentPage
    .getByRole('listitem')
    .filter({ has: agentPage.getByRole('heading', { level: 2, name: clubName }) });
  await expect(need.getByText('Verified', { exact: true })).toBeVisible();
  await expect(need.getByRole('link', { name: player.fullName })).toBeVisible();
  await checkPage(agentPage, '/club-needs');
  await agentBrowser.close();
});
