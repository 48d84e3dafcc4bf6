import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining } from './support/mailbox.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { consentLinks } from './support/parental-consent.ts';

// docs/product.md#parents: a child may have two guardians, each confirmed by the other's invitation.

const PHONE = { width: 390, height: 844 };

test("a guardian invites the child's second guardian, who accepts from the mailed link with a parent account", async ({
  page,
  browser,
}) => {
  test.slow();
  // The child gives the first parent's address; that parent, signed in, confirms the consent link.
  const parentEmail = uniqueEmail('parent');
  const childBrowser = await openSecondBrowser(browser);
  const child = await registerMemberViaApi(childBrowser.page.request, 'Player', {
    fullName: uniqueName('Kid'),
    dob: dobYearsAgo(15),
  });
  const asked = await childBrowser.page.request.put(`/api/player-details/${child.userId}`, { data: { parentEmail } });
  expect(asked.status(), await asked.text()).toBe(200);
  await childBrowser.close();
  await registerMemberViaApi(page.request, 'Parent', { fullName: uniqueName('First') });
  const { confirm } = await consentLinks(page.request, parentEmail);
  const confirmed = await page.request.post('/api/parental-consent/confirm', {
    data: { token: new URL(confirm).searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // From the child's page, the first guardian invites the second by e-mail.
  await page.goto(`/parent-dashboard/children/${child.userId}`);
  await expect(page.getByRole('heading', { name: 'Invite a second guardian' })).toBeVisible();
  const secondEmail = uniqueEmail('second');
  const address = page.getByLabel('E-mail address of the second guardian');
  await address.fill('not-an-address');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(englishOf(MESSAGES.invalidEmail))).toBeVisible();
  await address.fill(secondEmail);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(englishOf(MESSAGES.guardianInviteSent))).toBeVisible();
  await expectNoViolations(page);

  // The second guardian opens the mailed link on a phone: signed out, the page says to sign in or create an account.
  const second = await openSecondBrowser(browser);
  await second.page.setViewportSize(PHONE);
  const mail = await latestMail(second.page.request, secondEmail, /second guardian/);
  const link = new URL(linkContaining(mail, '/guardian-invitation?token='));
  await second.page.goto(`${link.pathname}${link.search}`);
  await expect(
    second.page.getByRole('heading', { level: 1, name: 'Invitation to be a child’s guardian' }),
  ).toBeVisible();
  await expect(second.page.getByRole('link', { name: 'Create your parent account' })).toBeVisible();
  await expect(second.page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(second.page.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);
  await expectNoViolations(second.page);
  await expectNoHorizontalScroll(second.page, 'the invitation page');

  // With a parent account, one click accepts it: the child is on their dashboard.
  await registerMemberViaApi(second.page.request, 'Parent', { fullName: uniqueName('Second') });
  await second.page.reload();
  await second.page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(second.page.getByText(englishOf(MESSAGES.guardianInviteAccepted))).toBeVisible();
  await second.page.getByRole('link', { name: 'Open your parent dashboard' }).click();
  await expect(second.page.getByRole('heading', { name: child.fullName })).toBeVisible();
  await second.close();

  // A third guardian is refused, with the sentence on the first guardian's page.
  await address.fill(uniqueEmail('third'));
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(englishOf(MESSAGES.guardianInviteLimit))).toBeVisible();
});
