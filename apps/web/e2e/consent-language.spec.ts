import { isolate } from '@scouting/contract/bidi-isolate';
import { dobYearsAgo, registerMemberViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining } from './support/mailbox.ts';
import { openSecondBrowser, uniqueName } from './support/messaging.ts';
import { giveParentalConsentViaApi, verifyAgentViaApi } from './support/safeguarding.ts';
import { signInAdminViaApi } from './support/two-factor.ts';

// docs/product.md#languages: a parent is asked in the language the child uses, and the consent page has a switch.

test('a parent asked by a child who reads Español gets the mail and the page in Spanish, and switches to Français and العربية', async ({
  page,
  browser,
}) => {
  const minor = await registerMemberViaApi(page.request, 'Player', { dob: dobYearsAgo(15) });
  const chosen = await page.request.put('/api/account/language', { data: { language: 'es' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const parentEmail = uniqueEmail('parent');
  const asked = await page.request.put(`/api/player-details/${minor.userId}`, { data: { parentEmail } });
  expect(asked.status(), await asked.text()).toBe(200);

  // The mail, read from the dev mailbox as the other consent journeys do, is in Spanish.
  const mail = await latestMail(page.request, parentEmail, /^Confirma la cuenta de /);
  expect(mail.subject).toBe(`Confirma la cuenta de ${isolate(minor.fullName)} en Scouting Network`);
  expect(mail.text).toContain('Como tu hijo o hija es menor de 18 años');
  const confirm = mail.links.find((link) => link.includes('/parental-consent?token=') && !link.includes('answer='));
  expect(confirm).toContain('lang=es');

  // Its link opens the page in Spanish, in a browser of the parent's own that asks for English.
  const parentBrowser = await openSecondBrowser(browser);
  const parent = parentBrowser.page;
  await parent.setViewportSize({ width: 390, height: 844 });
  await parent.goto(confirm ?? '');
  await expect(parent.getByRole('heading', { level: 1, name: 'Consentimiento parental' })).toBeVisible();
  await expect(parent.locator('html')).toHaveAttribute('lang', 'es');
  await expect(parent.getByText(`${isolate(minor.fullName)} ha creado una cuenta de jugador`)).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Confirmar', exact: true })).toBeVisible();

  // The language switch: French, and the address keeps it for a reload.
  await parent.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'Français' });
  await expect(parent.getByRole('heading', { level: 1, name: 'Consentement parental' })).toBeVisible();
  await expect(parent.getByRole('heading', { level: 2, name: 'Ce qui est montré, et à qui' })).toBeVisible();
  await expect(parent.getByRole('button', { name: 'Refuser et fermer le compte' })).toBeVisible();
  await expect(parent).toHaveURL(/lang=fr/);
  await parent.reload();
  await expect(parent.getByRole('heading', { level: 1, name: 'Consentement parental' })).toBeVisible();

  // Arabic reads right to left, and the page passes axe in it.
  await parent.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'العربية' });
  await expect(parent.getByRole('heading', { level: 1, name: 'موافقة الوالدين' })).toBeVisible();
  await expect(parent.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(parent);
  await expectNoHorizontalScroll(parent, 'the Arabic consent page at 390 px');

  // The answer, from the server, shows in the language too.
  await parent.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(parent.getByText('شكرًا لك. لقد أكدت الحساب؛ يمكن لطفلك الآن استخدام الشبكة.')).toBeVisible();
  await parentBrowser.close();
});

test('the parent of a child who reads Français is told of an approved agent in French, and withdraws it on a French page', async ({
  page,
  browser,
}) => {
  const parentEmail = uniqueEmail('parent');
  const minorBrowser = await openSecondBrowser(browser);
  const minor = await registerMemberViaApi(minorBrowser.page.request, 'Player', {
    fullName: uniqueName('Jeune'),
    dob: dobYearsAgo(16),
  });
  const chosen = await minorBrowser.page.request.put('/api/account/language', { data: { language: 'fr' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await minorBrowser.close();
  await giveParentalConsentViaApi(page.request, minor.userId, parentEmail);
  const agent = await registerMemberViaApi(page.request, 'Agent', { fullName: uniqueName('Agent') });
  await verifyAgentViaApi(page.request, agent.userId);
  const asked = await page.request.post('/api/underage-message-request', {
    data: { agentId: agent.userId, playerId: minor.userId, message: 'Un essai la semaine prochaine ?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const adminBrowser = await openSecondBrowser(browser);
  await signInAdminViaApi(adminBrowser.page.request);
  const approved = await adminBrowser.page.request.post(`/api/approve-underage-request/${(await asked.json()).id}`);
  expect(approved.status(), await approved.text()).toBe(200);
  await adminBrowser.close();

  const mail = await latestMail(page.request, parentEmail, /^Un agent peut désormais écrire à /);
  expect(mail.text).toContain(`l’agent de football ${isolate(agent.fullName)}`);
  const link = new URL(linkContaining(mail, '/parental-revoke'));
  expect(link.searchParams.get('lang')).toBe('fr');
  const parentBrowser = await openSecondBrowser(browser);
  const parent = parentBrowser.page;
  await parent.setViewportSize({ width: 390, height: 844 });
  await parent.goto(`${link.pathname}${link.search}`);
  await expect(parent.getByRole('heading', { level: 1, name: 'Retirer une approbation' })).toBeVisible();
  await expect(parent.getByText(`Agent : ${isolate(agent.fullName)}`)).toBeVisible();
  await expectNoViolations(parent);
  await parent.getByRole('button', { name: 'Révoquer l’approbation' }).click();
  await expect(
    parent.getByText('L’approbation est retirée. L’agent ne peut plus écrire à votre enfant', { exact: false }),
  ).toBeVisible();
  await parentBrowser.close();
});
