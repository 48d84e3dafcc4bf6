import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { dobYearsAgo, registerMemberViaApi } from './support/accounts.ts';
import { openAdminDashboard } from './support/admin.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';

// docs/product.md#parents: an admin sees a child's guardians on the child's profile, links a Parent member by
// their username and unlinks them again; both decisions are on the audit log.

test("an admin links a parent to a minor from the minor's profile, unlinks them, and the audit log shows both", async ({
  page,
  browser,
}) => {
  test.slow();
  // A 15-year-old without a parent address yet, and a parent member with an account of their own.
  const childBrowser = await openSecondBrowser(browser);
  const child = await registerMemberViaApi(childBrowser.page.request, 'Player', {
    fullName: uniqueName('Kid'),
    dob: dobYearsAgo(15),
  });
  await childBrowser.close();
  const parent = await registerMemberViaApi(page.request, 'Parent', { fullName: uniqueName('Guardian') });
  const childrenOfParent = async () => {
    const answer = await page.request.get('/api/guardian/children');
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { children: Array<{ childId: number }> }).children.map((c) => c.childId);
  };

  // The admin, on a phone, opens the minor's profile: nobody is linked yet.
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  await admin.goto(`/player-profile/${child.userId}`);
  await expect(admin.getByRole('heading', { level: 1, name: child.fullName })).toBeVisible();
  const section = admin.getByRole('region', { name: 'Guardians' });
  await expect(section.getByText('No parent account is linked to this player.')).toBeVisible();
  const username = section.getByRole('textbox', { name: "Parent's username" });

  // Only a Parent member can be linked: the child's own username is refused, with the sentence in the section.
  await username.fill(child.username);
  await section.getByRole('button', { name: 'Link as guardian' }).click();
  await expect(section.getByText(englishOf(MESSAGES.guardianLinkNotParent))).toBeVisible();
  await expectNoViolations(admin);

  // The parent's username, typed as the admin reads it (any case), links them.
  await username.fill(parent.username.toUpperCase());
  await section.getByRole('button', { name: 'Link as guardian' }).click();
  await expect(section.getByText('The guardian was linked.')).toBeVisible();
  const guardian = section.getByRole('listitem').filter({ hasText: `${parent.fullName} (@${parent.username})` });
  await expect(guardian).toBeVisible();
  await expect(guardian.getByText(/^Linked by an admin on /)).toBeVisible();
  await expect(username).toHaveValue('');
  await expectNoViolations(admin);
  await expectNoHorizontalScroll(admin, "the minor's profile with a guardian linked");
  expect(await childrenOfParent()).toContain(child.userId);
  // The parent now follows the child; with no consent asked for yet, there is nothing for them to answer.
  await page.goto('/parent-dashboard');
  await expect(page.getByRole('heading', { name: child.fullName })).toBeVisible();
  await expect(page.getByText('Consent: not asked yet')).toBeVisible();
  await page.getByRole('link', { name: `See everything about ${isolate(child.fullName)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(child.fullName) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm consent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refuse consent' })).toHaveCount(0);

  // Linking the same parent twice says so.
  await username.fill(parent.username);
  await section.getByRole('button', { name: 'Link as guardian' }).click();
  await expect(section.getByText(englishOf(MESSAGES.guardianLinkExists))).toBeVisible();
  await username.fill('');

  // Unlinking asks first, then the parent no longer sees the child.
  await guardian.getByRole('button', { name: `Unlink ${isolate(parent.fullName)}` }).click();
  const dialog = admin.getByRole('dialog', {
    name: `Unlink ${isolate(parent.fullName)} from ${isolate(child.fullName)}?`,
  });
  await expect(dialog.getByText(/The unlinking is on the audit log\.$/)).toBeVisible();
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('The guardian was unlinked.')).toBeVisible();
  await expect(section.getByText('No parent account is linked to this player.')).toBeVisible();
  await expect(guardian).toHaveCount(0);
  await expectNoViolations(admin);
  expect(await childrenOfParent()).not.toContain(child.userId);

  // The audit log, filtered by the child, lists both decisions with the admin as the actor.
  await admin.goto(`/audit-log?memberId=${child.userId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const entries = admin.getByRole('listitem');
  await expect(
    entries.filter({ hasText: 'Guardian linked to a child' }).filter({ hasText: child.fullName }),
  ).toHaveCount(1);
  await expect(
    entries.filter({ hasText: 'Guardian unlinked from a child' }).filter({ hasText: child.fullName }),
  ).toHaveCount(1);
  await expectNoViolations(admin);
  await adminBrowser.close();
});
