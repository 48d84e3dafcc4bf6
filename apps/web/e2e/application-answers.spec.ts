import { readFile } from 'node:fs/promises';
import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesDialog, openSecondBrowser, sendInModal, uniqueName } from './support/messaging.ts';

// docs/product.md#applications: the loop that matters most, post → apply → answer → meet, each side in its own browser.

const PHONE = { width: 360, height: 740 };
const FIRST_PAINT = { timeout: 30_000 };

/** A `datetime-local` value `days` from now at 10:00, in the browser's time. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

test('a club posts, a player applies, the club shortlists and invites, the player accepts, and they talk', async ({
  page,
  browser,
}) => {
  test.slow();
  // The club posts from its dashboard.
  const club = await registerMemberViaApi(page.request, 'Club', { fullName: uniqueName('Club') });
  const description = `Open trial day for full-backs ${uniqueName('post')}`;
  await page.goto('/club-dashboard');
  const form = page.getByRole('region', { name: 'Post an Opportunity' });
  await form.getByLabel('Description').fill(description, FIRST_PAINT);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(englishOf(MESSAGES.opportunityPosted))).toBeVisible();

  // The player finds it on their dashboard and applies through the form.
  const second = await openSecondBrowser(browser);
  const playerPage = second.page;
  const player = await registerMemberViaApi(playerPage.request, 'Player', { fullName: uniqueName('Player') });
  await playerPage.goto('/player-dashboard');
  const post = playerPage.getByRole('listitem').filter({ hasText: description });
  await post.getByRole('link', { name: /^Apply/ }).click(FIRST_PAINT);
  await playerPage.getByLabel('Introduction').fill('Right-back, quick, 40 matches in the regional league.');
  await playerPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(playerPage.getByText(englishOf(MESSAGES.applicationSubmitted))).toBeVisible();

  // The club shortlists the application and invites the player to a trial.
  await page.goto('/view-applications');
  const card = page
    .getByRole('list', { name: 'Applications, newest first' })
    .getByRole('listitem', { name: `Application from ${isolate(player.fullName)}` });
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible(FIRST_PAINT);
  await card.getByRole('button', { name: 'Shortlist' }).click();
  await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Details' }).click();
  const answer = page.getByRole('region', { name: 'Answer the application' });
  await answer.getByRole('button', { name: 'Invite to trial' }).click(FIRST_PAINT);
  const invitation = page.getByRole('dialog', { name: `Invite ${isolate(player.fullName)} to a trial` });
  await invitation.getByLabel('Date and time').fill(inDays(9));
  await invitation.getByLabel('Venue').fill('Training ground, pitch 4');
  await invitation.getByLabel('Details (optional)').fill('Bring boots and your ID; about 90 minutes.');
  await invitation.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(englishOf(APPLICATION_MESSAGES.trialInvitationSent)).first()).toBeVisible();

  // The player hears of it, opens their applications from the header and accepts.
  // Both moves (Shortlisted, then Invited to trial) reach the bell, each with its toast: wait for
  // the second, so that no toast comes in while axe reads the page below.
  await expect(playerPage.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible(FIRST_PAINT);
  await playerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My applications' }).click();
  const mine = playerPage
    .getByRole('list', { name: 'My applications, newest first' })
    .getByRole('listitem', { name: `Application to: ${isolate(description.slice(0, 60))}` });
  await expect(mine.getByText('Invited to trial', { exact: true }).first()).toBeVisible(FIRST_PAINT);
  await expect(mine.getByRole('list', { name: /^History of the application/ })).toContainText('Shortlisted');
  const trial = mine.getByRole('region', { name: 'Trial invitation' });
  await expect(trial.getByText('Training ground, pitch 4')).toBeVisible();
  await expectNoViolations(playerPage);
  await playerPage.setViewportSize(PHONE);
  await expectNoHorizontalScroll(playerPage, '/my-applications');
  await trial.getByRole('button', { name: 'Accept' }).click();
  await expect(playerPage.getByText(englishOf(APPLICATION_MESSAGES.trialAccepted))).toBeVisible();

  // …and adds it to their calendar: a real download of an iCalendar event.
  const downloading = playerPage.waitForEvent('download');
  await trial.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('trial.ics');
  const calendar = await readFile((await download.path()) ?? '', 'utf8');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain('LOCATION:Training ground\\, pitch 4');
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // The club sees the answer and writes to the player.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Trial invitation' }).getByText(/accepted/i)).toBeVisible(FIRST_PAINT);
  await answer.getByRole('button', { name: 'Message' }).click();
  await expect(messagesDialog(page).getByRole('heading', { name: player.fullName })).toBeVisible();
  await sendInModal(page, 'See you at the trial, and bring your boots!');
  await expectNoViolations(page);

  // The player reads it in their inbox.
  await playerPage.goto('/player-dashboard');
  await expect(playerPage.getByRole('region', { name: 'Inbox' }).getByText(club.fullName)).toBeVisible(FIRST_PAINT);
  await second.close();
});
