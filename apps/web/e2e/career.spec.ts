import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining } from './support/mailbox.ts';

test('a player fills two seasons of their record at phone width; the dashboard says what is still missing', async ({
  page,
}) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/player-dashboard');
  const card = page.getByRole('region', { name: 'Complete your record' });
  // The wizard's previous club ('Getafe - 2019') is in the record from registration on (decision 066):
  // the card asks for its country and for seasons, not for clubs.
  // The card is in the dashboard's deferred part, which mounts after the video profile has painted.
  await expect(card.getByText('Name the country of each club.')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText("Add your seasons' numbers: appearances, goals, assists.")).toBeVisible();
  await expect(card.getByText('Add the clubs you played for.')).toHaveCount(0);
  const journey = page.getByRole('region', { name: 'My Football Journey' });
  await expect(journey.getByText('Now: Getafe')).toBeVisible();
  await expect(journey.getByText('1 club · 0 seasons')).toBeVisible();
  await card.getByRole('link', { name: 'Open my profile' }).click();

  // The record shows the previous club; the details no longer repeat the free text.
  const record = page.getByRole('region', { name: 'Career' });
  await expect(record.getByRole('heading', { name: 'Getafe' })).toBeVisible();
  await expect(record.getByText('No seasons listed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player details' }).getByText('Getafe - 2019')).toHaveCount(0);
  await record.getByRole('button', { name: 'Edit record' }).click();
  const getafe = record.getByRole('group', { name: 'Club 1' });
  await expect(getafe.getByRole('textbox', { name: 'Club', exact: true })).toHaveValue('Getafe');
  await getafe.getByRole('combobox', { name: 'Country' }).fill('Spain');
  await page.getByRole('option', { name: 'Spain', exact: true }).click();
  await record.getByRole('button', { name: 'Add club' }).click();
  const club = record.getByRole('group', { name: 'Club 2' });
  await club.getByRole('textbox', { name: 'Club', exact: true }).fill('CD Leganés B');
  await club.getByRole('combobox', { name: 'Country' }).fill('Spain');
  await page.getByRole('option', { name: 'Spain', exact: true }).click();
  await club.getByLabel('From (YYYY-MM)').fill('2023-07');

  await club.getByRole('button', { name: 'Add season' }).click();
  const first = club.getByRole('group', { name: 'Season 1' });
  await first.getByLabel('Season (2024-25 or 2025)').fill('2024-25');
  await first.getByLabel('Appearances').fill('2');
  await first.getByLabel('Minutes (optional)').fill('300');
  await first.getByLabel('Goals').fill('1');
  await first.getByLabel('Assists').fill('0');
  await club.getByRole('button', { name: 'Add season' }).click();
  const second = club.getByRole('group', { name: 'Season 2' });
  await second.getByLabel('Season (2024-25 or 2025)').fill('2023-24');
  await second.getByLabel('Appearances').fill('18');
  await second.getByLabel('Goals').fill('4');
  await second.getByLabel('Assists').fill('3');
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the career editor');

  // The contract's bound, in the browser before any call: 2 appearances cannot hold 300 minutes.
  await record.getByRole('button', { name: 'Save record' }).click();
  await expect(
    first.getByText('Minutes cannot be more than 120 for each appearance, extra time included.'),
  ).toBeVisible();
  await first.getByLabel('Minutes (optional)').fill('180');
  await record.getByRole('button', { name: 'Save record' }).click();

  const seasons = record.getByRole('table', { name: `Seasons at ${isolate('CD Leganés B')}` });
  await expect(seasons.getByRole('row')).toHaveCount(3);
  await expect(seasons.getByRole('row', { name: /2024-25/ })).toContainText('180');
  await expect(seasons.getByText('Self-reported')).toHaveCount(2);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the career table');

  // The dashboard's 'My Football Journey' sums the record up.
  await page.goto('/player-dashboard');
  await expect(journey.getByText('Now: CD Leganés B')).toBeVisible({ timeout: 60_000 });
  await expect(journey.getByText('2 clubs · 2 seasons')).toBeVisible();
  await expect(journey.getByText('20 appearances · 5 goals · 3 assists')).toBeVisible();
  await expect(journey.getByText('0 of 2 seasons confirmed by a coach or verified')).toBeVisible();
  await expectNoViolations(page);

  // Another member reads the same record, without the editor.
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto(`/player-profile/${player.userId}`);
  const seen = page.getByRole('region', { name: 'Career' });
  await expect(seen.getByRole('table', { name: `Seasons at ${isolate('CD Leganés B')}` }).getByRole('row')).toHaveCount(
    3,
  );
  await expect(seen.getByRole('button', { name: 'Edit record' })).toHaveCount(0);
});

test('a coach confirms the seasons from the mail, without an account; the profile then says who confirmed them', async ({
  page,
}) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  const saved = await page.request.put(`/api/player-career/${player.userId}`, {
    data: {
      entries: [
        {
          club: 'Getafe CF B',
          country: 'Spain',
          kind: 'Senior',
          from: '2023-07',
          seasons: [{ season: '2024-25', appearances: 20, goals: 5, assists: 2 }],
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const entryId = ((await saved.json()) as { entries: { id: number }[] }).entries[0]?.id;
  const coachEmail = `coach-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const asked = await page.request.post(`/api/player-career/${player.userId}/confirmation-requests`, {
    data: { entryId, coachName: 'Ana Ruiz', coachEmail, coachRole: 'Head coach' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const mail = await latestMail(page.request, coachEmail, /confirm their seasons/);
  expect(mail.text).toContain(player.fullName);
  const link = linkContaining(mail, '/confirm-record?token=');

  // The coach has no account here: a fresh browser state.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: "Confirm a player's record" })).toBeVisible();
  await expect(
    page.getByText(`${isolate(player.fullName)} asked you, ${isolate('Ana Ruiz')} (${isolate('Head coach')})`),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: `Seasons at ${isolate('Getafe CF B')}` }).getByText('Self-reported'),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Confirm these seasons' }).click();
  await expect(page.getByText('Thank you. The seasons are marked as confirmed by you.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: `Seasons at ${isolate('Getafe CF B')}` }).getByText('Confirmed by coach'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm these seasons' })).toHaveCount(0);
  await expectNoViolations(page);

  // An agent reading the profile sees the source on the line.
  await registerMemberViaApi(page.request, 'Agent');
  await page.goto(`/player-profile/${player.userId}`);
  const record = page.getByRole('region', { name: 'Career' });
  await expect(record.getByText('Confirmed by coach')).toBeVisible();
  await expect(
    record.getByText(`Confirmed by ${isolate('Ana Ruiz')}, ${isolate('Head coach')} at ${isolate('Getafe CF B')}`),
  ).toBeVisible();
});

test('a player asks a coach for a reference; the coach writes it from the mail, the player approves it, and the profile shows it', async ({
  page,
}) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/player-profile/${player.userId}`);

  const references = page.getByRole('region', { name: 'References' });
  await expect(
    references.getByText(
      'Ask a coach who knows you for a few lines. You approve them before they show on your profile.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await references.getByRole('button', { name: 'Ask a coach for a reference' }).click();
  const form = references.getByRole('form', { name: 'Ask a coach for a reference' });
  const coachEmail = `coach-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await form.getByLabel("Coach's name").fill('Ana Ruiz');
  await form.getByLabel("Coach's e-mail").fill(coachEmail);
  await form.getByLabel("Coach's role (for example U19 head coach)").fill('U19 head coach');
  await form.getByLabel('Club where the coach knew you').fill('Getafe CF');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('We have mailed the coach a link to write your reference.')).toBeVisible();
  await expect(references.getByText('Waiting for the coach')).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the references section');

  const mail = await latestMail(page.request, coachEmail, /asks you for a reference/);
  expect(mail.text).toContain(player.fullName);
  const link = linkContaining(mail, '/write-reference?token=');

  // The coach has no account here: a fresh browser state; the player's comes back afterwards.
  const playerCookies = (await page.context().storageState()).cookies;
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a reference' })).toBeVisible();
  await expect(
    page.getByText(
      `${isolate(player.fullName)} asked you, ${isolate('Ana Ruiz')} (${isolate('U19 head coach')} at ${isolate('Getafe CF')})`,
    ),
  ).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the reference page');
  // Nothing written: the browser says so before any call.
  await page.getByRole('button', { name: 'Send the reference' }).click();
  await expect(page.getByText('Please write a few lines about the player.')).toBeVisible();
  await page.getByLabel('Your reference').fill('A brave keeper who organises his defence.');
  await page.getByRole('button', { name: 'Send the reference' }).click();
  await expect(
    page.getByText('Thank you. The player reads your reference and decides whether to show it on their profile.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the reference' })).toHaveCount(0);
  await expectNoViolations(page);

  // The player reads it and approves it.
  await page.context().addCookies(playerCookies);
  await page.goto(`/player-profile/${player.userId}`);
  const own = page.getByRole('region', { name: 'References' });
  await expect(own.getByText('Written: approve it to show it')).toBeVisible({ timeout: 30_000 });
  await expect(own.getByText('A brave keeper who organises his defence.')).toBeVisible();
  await own.getByRole('button', { name: `Approve the reference from ${isolate('Ana Ruiz')}` }).click();
  await expect(own.getByText('On your profile')).toBeVisible();

  // Another member sees it on the profile.
  await page.context().clearCookies();
  await registerMemberViaApi(page.request, 'Scout');
  await page.goto(`/player-profile/${player.userId}`);
  const seen = page.getByRole('region', { name: 'References' });
  await expect(
    seen.getByText(`Reference from ${isolate('Ana Ruiz')}, ${isolate('U19 head coach')} at ${isolate('Getafe CF')}`),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(seen.getByText('A brave keeper who organises his defence.')).toBeVisible();
  await expect(seen.getByRole('button', { name: /Remove/ })).toHaveCount(0);
});

test('a coach corrects a season from the mail; the player is told and accepts the coach’s numbers', async ({
  page,
}) => {
  const player = await registerMemberViaApi(page.request, 'Player');
  const saved = await page.request.put(`/api/player-career/${player.userId}`, {
    data: {
      entries: [
        {
          club: 'Rayo Vallecano B',
          country: 'Spain',
          kind: 'Senior',
          from: '2023-07',
          seasons: [{ season: '2024-25', appearances: 20, goals: 5, assists: 2 }],
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const entryId = ((await saved.json()) as { entries: { id: number }[] }).entries[0]?.id;
  const coachEmail = `coach-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const asked = await page.request.post(`/api/player-career/${player.userId}/confirmation-requests`, {
    data: { entryId, coachName: 'Luis Gil', coachEmail, coachRole: 'Head coach' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const link = linkContaining(await latestMail(page.request, coachEmail, /confirm their seasons/), '/confirm-record');

  const playerCookies = (await page.context().storageState()).cookies;
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await page.getByRole('button', { name: 'Correct the numbers' }).click();
  const correction = page.getByRole('form', { name: 'Correct the numbers' });
  const line = correction.getByRole('group', { name: 'Your numbers for 2024-25' });
  await line.getByLabel('Goals').fill('3');
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the correction form');
  await correction.getByRole('button', { name: 'Send the correction' }).click();
  await expect(
    page.getByText('Thank you. The player is told what you changed and decides whether to accept it.'),
  ).toBeVisible();

  await page.context().addCookies(playerCookies);
  await page.goto('/player-notifications');
  await expect(
    page.getByText(
      `${isolate('Luis Gil')} corrected your seasons at ${isolate('Rayo Vallecano B')}. See what changed and accept or reject it on your profile.`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto(`/player-profile/${player.userId}`);
  const record = page.getByRole('region', { name: 'Career' });
  const pending = record.getByRole('region', {
    name: /\u2068Luis Gil\u2069 \(\u2068Head coach\u2069\) corrected your seasons at \u2068Rayo Vallecano B\u2069/,
  });
  await expect(pending.getByText('(yours: 5)')).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page);
  await pending.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByText('The coach’s numbers replace yours and are marked as confirmed by the coach.'),
  ).toBeVisible();
  const seasons = record.getByRole('table', { name: `Seasons at ${isolate('Rayo Vallecano B')}` });
  await expect(seasons.getByText('Confirmed by coach')).toBeVisible();
  await expect(seasons.getByRole('row', { name: /2024-25/ })).toContainText('3');
});
