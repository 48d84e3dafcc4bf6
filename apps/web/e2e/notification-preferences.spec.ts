import { NOTIFICATION_PREFERENCE_LABELS as LABELS } from '@scouting/contract/notification-preferences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test('a member chooses e-mail for applications and mutes the chime; both stick after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerMemberViaApi(page.request, 'Player', { fullName: 'Nora Notified' });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: LABELS.title });
  // Account and safeguarding mails are not choices, and the page says why.
  await expect(section.getByText(LABELS.intro)).toBeVisible();
  const applications = section.getByRole('radiogroup', { name: LABELS.categories.applications });
  await expect(applications.getByRole('radio', { name: LABELS.deliveries.bell })).toBeChecked();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the notification preferences at 390 px');

  // By keyboard: the radio group takes arrow keys, the checkbox the space bar.
  await applications.getByRole('radio', { name: LABELS.deliveries.bell }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(applications.getByRole('radio', { name: LABELS.deliveries.email })).toBeChecked();
  const messages = section.getByRole('radiogroup', { name: LABELS.categories.messages });
  await messages.getByRole('radio', { name: LABELS.deliveries.off }).check();
  const chime = section.getByRole('checkbox', { name: LABELS.chime });
  await chime.focus();
  await page.keyboard.press('Space');
  await expect(chime).not.toBeChecked();
  await section.getByRole('button', { name: LABELS.save }).click();
  await expect(section.getByText(LABELS.saved)).toBeVisible();
  await expectNoViolations(page);

  await page.reload();
  const reloaded = page.getByRole('region', { name: LABELS.title });
  await expect(
    reloaded
      .getByRole('radiogroup', { name: LABELS.categories.applications })
      .getByRole('radio', { name: LABELS.deliveries.email }),
  ).toBeChecked();
  await expect(
    reloaded
      .getByRole('radiogroup', { name: LABELS.categories.messages })
      .getByRole('radio', { name: LABELS.deliveries.off }),
  ).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: LABELS.chime })).not.toBeChecked();
});
