import { isolate } from '@scouting/contract/bidi-isolate';
import { registerMemberViaApi, STRONG_PASSWORD } from './support/accounts.ts';
import { expectNoHorizontalScroll, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { logIn } from './support/pages.ts';

// docs/product.md#languages: the visitor's switch on the login page, and a member's choice that follows them.

test('a visitor switches the login page to Español and to العربية, which reads right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Login', level: 2 })).toBeVisible();

  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Olvidaste tu contraseña? Restablécela aquí' })).toBeVisible();
  // The form's own refusals come in the language too.
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Introduce tu correo electrónico')).toBeVisible();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 2 })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, 'the Arabic login page at 390 px');

  // The choice is kept on this device: a reload shows Arabic again, and the server answers in it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 2 })).toBeVisible();
  const answer = await page.request.get('/api/me');
  expect(answer.status()).toBe(401);
  expect((await answer.json()).error).toBe('يرجى تسجيل الدخول للمتابعة.');
});

test('a member who picks Français in the profile menu reads French again on a fresh browser', async ({
  page,
  browser,
}) => {
  const member = await registerMemberViaApi(page.request, 'Scout', { fullName: 'Fanny French' });
  await page.goto('/scout-dashboard');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: /Menu du profil/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  // The bell's dropdown, part of the header, speaks it too.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Voir toutes les notifications' })).toBeVisible();
  await expect(page.getByText("Vous n'avez encore aucune notification.")).toBeVisible();
  await page.keyboard.press('Escape');

  // Settings shows the same choice.
  await page.getByRole('button', { name: /Menu du profil/ }).click();
  await page.getByRole('menuitem', { name: 'Paramètres' }).click();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

  // Another device, nothing remembered there: English until the member signs in, then French.
  const fresh = await browser.newContext({ locale: 'en-US' });
  const elsewhere = await fresh.newPage();
  try {
    await elsewhere.goto('/');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
    await logIn(elsewhere, member.email, STRONG_PASSWORD);
    await expect(elsewhere).toHaveURL(/scout-dashboard$/);
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(elsewhere.getByRole('button', { name: /Menu du profil/ })).toBeVisible();
  } finally {
    await fresh.close();
  }
});

// docs/product.md#languages: each language on a dashboard, the member's choice kept on their account.
const DASHBOARD_WORDS = {
  es: { welcome: `Te damos la bienvenida, ${isolate('Lía Idiomas')}`, opportunities: 'Oportunidades' },
  'pt-BR': { welcome: `Boas-vindas, ${isolate('Lía Idiomas')}`, opportunities: 'Oportunidades' },
  fr: { welcome: `Bienvenue, ${isolate('Lía Idiomas')}`, opportunities: 'Opportunités' },
  ar: { welcome: `مرحبًا، ${isolate('Lía Idiomas')}`, opportunities: 'الفرص' },
} as const;

for (const [language, words] of Object.entries(DASHBOARD_WORDS)) {
  test(`a player who reads ${language} sees their dashboard in it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerMemberViaApi(page.request, 'Player', { fullName: 'Lía Idiomas' });
    const chosen = await page.request.put('/api/account/language', { data: { language } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.goto('/player-dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: words.welcome })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.opportunities, exact: true }).first()).toBeVisible();
    if (language === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The Latin name inside the Arabic welcome is isolated (decision 069): the sentence's order and
      // punctuation stay Arabic around it.
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('مرحبًا، \u2068Lía Idiomas\u2069');
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page, 'the Arabic player dashboard at 390 px');
      // The player's other pages, mirrored too, with nothing for axe to report.
      for (const [path, heading] of [
        ['/settings', 'الإعدادات'],
        ['/my-applications', 'طلباتي'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page);
        await expectNoHorizontalScroll(page, `the Arabic ${path} at 390 px`);
      }
    }
  });
}
