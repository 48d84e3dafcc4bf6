import { isolate } from '@scouting/contract/bidi-isolate';
import {
  MENTAL_ATTRIBUTES,
  OUTFIELD_TECHNICAL_ATTRIBUTES,
  PHYSICAL_ATTRIBUTES,
  SCOUT_REPORT_MESSAGES,
  TACTICAL_ATTRIBUTES,
} from '@scouting/contract/scout-reports';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInViaApi } from './support/opportunities.ts';
import { pdfPageCount } from './support/pdf.ts';

const PHONE = { width: 360, height: 740 };
// The fake YouTube's channel (apps/server/test/fake-youtube.ts): three videos, newest first.
const CHANNEL_LINK = 'https://www.youtube.com/@fakestriker';
const NEWEST = 'Hat-trick against Rivals FC';
// The texts of a full report, as long as a scout writes them after a match.
const STRENGTHS =
  'Quick in the box: he reads where the cross will land a moment before the defender does and attacks the near post ' +
  'with real intent. Clean first touch under pressure, sets himself well to shoot with either foot from twelve yards, ' +
  'and keeps working the channels when the ball is on the other side. Links play with short lay-offs that bring the ' +
  'midfielders into the game.';
const WEAKNESSES =
  'Drifts out of the game for long spells when his side defends deep, and his pressing from the front is late and ' +
  'uncoordinated, which lets centre-backs step in with the ball. Aerial duels from goal kicks are a lottery; he ' +
  'jumps early and does not use his body. Body language dropped after the miss in the first half and he argued with ' +
  'the referee twice.';
const SUMMARY =
  'Watched the full ninety minutes against Rivals FC in the U19 League, a game his side won 3-1 with him scoring two ' +
  'and assisting the third. He is the most dangerous player on the pitch whenever the ball reaches the final third: ' +
  'the movement across the front post for the first goal was top level for his age, and the finish for the second, ' +
  'opening his body to place it far post, showed composure. Out of possession the picture is less complete; the ' +
  'coach had to remind him several times to press the holding midfielder, and he was caught offside four times by a ' +
  'high line he should have read. Physically he is ready for senior football over short distances, less so over a ' +
  'full game: his sprints in the last fifteen minutes were fewer and slower. The attitude questions are worth a ' +
  'conversation with his coach rather than a reason to walk away. Recommend we sign him now, ahead of clubs that ' +
  'have started to watch him, and plan a loan to a senior side in the second half of next season.';
const FEEDBACK =
  'Great movement. Work on your weaker foot. Your runs across the near post were the best thing in the game and ' +
  'defenders could not follow them. Keep pressing when your team loses the ball, even late in the game, and try to ' +
  'stay calm with the referee after a miss: the next chance always comes. Strength work in the gym will help you ' +
  'win more of the long balls.';

test('a scout writes a report from the profile at phone width, finds it on /scout-reports, prints it; the player reads the feedback', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const player = await registerMemberViaApi(page.request, 'Player', { fullName: `Kofi Striker ${stamp}` });
  // The player's videos, for the scout's moments: the registration signed the page in as the player.
  const synced = await page.request.post(`/api/sync-youtube/${player.userId}`, {
    data: { channelIdOrUsername: CHANNEL_LINK },
  });
  expect(synced.status(), await synced.text()).toBe(200);
  // Thumbnails are not loaded in a journey.
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  // The last registration signs the page in: the scout.
  await registerMemberViaApi(page.request, 'Scout', { fullName: `Sara Scout ${stamp}` });

  await page.setViewportSize(PHONE);
  await page.goto(`/player-profile/${player.userId}`);
  const reports = page.getByRole('region', { name: `Your reports on ${isolate(player.fullName)}` });
  await expect(reports.getByText('You have not written a report on this player yet.')).toBeVisible();
  await reports.getByRole('link', { name: `Write a report on ${isolate(player.fullName)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Report on ${isolate(player.fullName)}` })).toBeVisible();

  // Without a verdict and potential the server names both fields.
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText(englishOf(SCOUT_REPORT_MESSAGES.verdictRequired)).first()).toBeVisible();

  await page.getByLabel('Competition').fill('U19 League');
  await page.getByLabel('Opponent').fill('Rivals FC');
  // Every attribute of all four corners rated, as a full report is.
  const attributes = [
    ...Object.values(OUTFIELD_TECHNICAL_ATTRIBUTES),
    ...Object.values(TACTICAL_ATTRIBUTES),
    ...Object.values(PHYSICAL_ATTRIBUTES),
    ...Object.values(MENTAL_ATTRIBUTES),
  ];
  for (const [index, attribute] of attributes.entries()) {
    const score = attribute === 'Finishing' || attribute === 'Pace' ? '5' : String(3 + (index % 2));
    await page.getByRole('radiogroup', { name: attribute, exact: true }).getByRole('radio', { name: score }).check();
  }
  await page.getByRole('radiogroup', { name: 'Potential' }).getByRole('radio', { name: '4' }).check();
  await page.getByRole('radiogroup', { name: 'Verdict' }).getByRole('radio', { name: 'Sign' }).check();
  await page.getByLabel('Strengths').fill(STRENGTHS);
  await page.getByLabel('Weaknesses').fill(WEAKNESSES);
  await page.getByLabel('Summary').fill(SUMMARY);
  await page.getByLabel('Feedback for the player').fill(FEEDBACK);
  // A moment in one of the player's videos, chosen by its title; a bad time is refused first.
  const moments = page.getByRole('group', { name: 'Moments' });
  await moments.getByLabel('Video').selectOption({ label: NEWEST });
  await moments.getByLabel('Time (mm:ss)').fill('1:2x');
  await moments.getByRole('button', { name: 'Add moment' }).click();
  await expect(moments.getByText('Write the time as mm:ss, for example 1:15.')).toBeVisible();
  await moments.getByLabel('Time (mm:ss)').fill('1:05');
  await moments.getByLabel('Note (optional)').fill('Left foot, far post');
  await moments.getByRole('button', { name: 'Add moment' }).click();
  await expect(
    moments.getByRole('list', { name: 'Moments of this report' }).getByText(`${NEWEST} at 1:05 · Left foot, far post`),
  ).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the report form');
  await page.getByRole('button', { name: 'Save report' }).click();

  // The report's page: the player, the verdict, the ratings as bars.
  await expect(page).toHaveURL(/\/scout-reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: player.fullName })).toBeVisible();
  await expect(page.getByText('Verdict: Sign')).toBeVisible();
  await expect(page.getByText('5 of 5').first()).toBeVisible();
  await expect(page.getByText('Quick in the box')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Moments' }).getByText(/^Video \d+ at 1:05 · Left foot, far post$/),
  ).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the report page');
  // Printed, the header and the page's buttons are gone, and the full report fits one A4 page.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: player.fullName })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf), 'pages of the printed report').toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // The author rewrites the report from its page and reads the change there.
  const reportUrl = page.url();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/scout-reports\/\d+\/edit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit your report on ${isolate(player.fullName)}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Strengths')).toHaveValue(STRENGTHS);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the edit page');
  await page.getByLabel('Strengths').fill('Quick in the box, strong in the air');
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect(page.getByText('Quick in the box, strong in the air')).toBeVisible();
  await expect(page.getByText('Verdict: Sign')).toBeVisible();

  // /scout-reports lists it; the verdict filter lives in the address.
  await page.getByRole('link', { name: 'All my reports' }).click();
  await expect(page).toHaveURL(/\/scout-reports$/);
  const mine = page.getByRole('list', { name: 'Your reports' });
  await expect(mine.getByRole('link', { name: `Your reports on ${isolate(player.fullName)}` })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/scout-reports');
  await page.getByLabel('Verdict').selectOption('Monitor');
  await expect(page).toHaveURL(/verdict=Monitor/);
  await expect(page.getByText(englishOf(SCOUT_REPORT_MESSAGES.noReports))).toBeVisible();

  // The profile shows the scout's own report now.
  await page.goto(`/player-profile/${player.userId}`);
  await expect(reports.getByText('Sign')).toBeVisible();

  // On a shortlist, the entry shows the scout's latest verdict and offers another report.
  const list = await page.request.post('/api/shortlists', { data: { name: `Strikers ${stamp}` } });
  expect(list.status(), await list.text()).toBe(201);
  const listId = ((await list.json()) as { id: number }).id;
  const saved = await page.request.post(`/api/shortlists/${listId}/players`, { data: { playerId: player.userId } });
  expect(saved.status(), await saved.text()).toBe(201);
  // The verdict comes with the list's entries: no request per entry for the player's reports.
  const reportRequests: string[] = [];
  const countReportRequests = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/api/scout-reports') reportRequests.push(request.url());
  };
  page.on('request', countReportRequests);
  await page.goto('/shortlists');
  const entry = page.getByRole('listitem', { name: `Strikers ${stamp}` });
  await entry.getByRole('button', { name: 'Show players' }).click();
  await expect(entry.getByRole('link', { name: 'Your latest verdict: Sign' })).toBeVisible();
  await expect(entry.getByRole('link', { name: `Write a report on ${isolate(player.fullName)}` })).toBeVisible();
  await expectNoViolations(page);
  page.off('request', countReportRequests);
  expect(reportRequests).toEqual([]);

  // The scout's dashboard leads to their reports.
  await page.goto('/scout-dashboard');
  await page.getByRole('link', { name: 'My reports', exact: true }).click();
  await expect(page).toHaveURL(/\/scout-reports$/);
  await expect(mine.getByRole('link', { name: `Your reports on ${isolate(player.fullName)}` })).toBeVisible();

  // The player reads the feedback, with the author's name and role, never the verdict.
  await signInViaApi(page, player.email);
  await page.goto('/player-dashboard');
  await page.getByRole('link', { name: 'My feedback' }).click();
  await expect(page).toHaveURL(/\/my-feedback$/);
  const feedback = page.getByRole('list', { name: 'Feedback for you' });
  await expect(feedback.getByText('Great movement. Work on your weaker foot.')).toBeVisible();
  await expect(feedback.getByText(`${isolate(`Sara Scout ${stamp}`)} · Scout`)).toBeVisible();
  await expect(page.getByText('Sign', { exact: true })).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, '/my-feedback');
});
