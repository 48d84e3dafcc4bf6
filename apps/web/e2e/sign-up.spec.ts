import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { createVerifiedAccount, STRONG_PASSWORD, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMail, linkContaining, VERIFICATION_SUBJECT } from './support/mailbox.ts';
import { fillRegisterForm, logIn } from './support/pages.ts';

test('a visitor signs up, verifies the e-mail and reaches the registration step', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

  await fillRegisterForm(page, email, STRONG_PASSWORD, `${STRONG_PASSWORD}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(englishOf(MESSAGES.passwordsDontMatch))).toBeVisible();

  await fillRegisterForm(page, email, 'weakpass', 'weakpass');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(englishOf(MESSAGES.passwordTooWeak))).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.passwordsDontMatch))).toBeHidden();

  await fillRegisterForm(page, email, STRONG_PASSWORD, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(englishOf(MESSAGES.verificationEmailSent))).toBeVisible();
  // The form gives way to the next step: no emptied form under the sentence, a new link on request.
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(englishOf(MESSAGES.verificationLinkResent))).toBeVisible();

  const mail = await latestMail(page.request, email, VERIFICATION_SUBJECT);
  await page.goto(linkContaining(mail, 'verify-email'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.emailVerified))).toBeVisible();

  await logIn(page, email, 'Wrong0!Password');
  await expect(page.getByText(englishOf(MESSAGES.invalidLogin))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(englishOf(MESSAGES.emailVerifiedThanks))).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/complete-registration$/);
  await expect(page.getByRole('heading', { name: 'Complete Registration' })).toBeVisible();
});

test('signing up with an e-mail that already has an account shows the server message', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'taken');
  await page.goto('/register');
  await fillRegisterForm(page, email, STRONG_PASSWORD, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /\w/ });
  await expect(alert).toBeVisible();
  await expect(page.getByText(englishOf(MESSAGES.verificationEmailSent))).toBeHidden();
});

test('an account that is not verified yet is asked to verify on the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  await signUpViaApi(request, email);
  await page.goto('/');
  await logIn(page, email, STRONG_PASSWORD);
  // The login answer says the address is not verified: the form stays, offering a new link.
  await expect(page.getByText(englishOf(MESSAGES.emailNotVerifiedYet))).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText(englishOf(MESSAGES.verifyEmailFirst))).toBeVisible();
  await expect(page.getByRole('button', { name: englishOf(MESSAGES.sendNewVerificationLink) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Registration' })).toBeHidden();
});

test('the login form asks for an e-mail and rejects a wrong password', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'login');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(englishOf(MESSAGES.enterEmail), { exact: true })).toBeVisible();

  await logIn(page, email, 'Wrong0!Password');
  await expect(page.getByText(englishOf(MESSAGES.invalidLogin))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a verification link that does not verify lands on /login with an explanation', async ({ page, request }) => {
  const email = uniqueEmail('badlink');
  await signUpViaApi(request, email);
  const mail = await latestMail(request, email, VERIFICATION_SUBJECT);
  const link = new URL(linkContaining(mail, 'verify-email'));
  link.searchParams.set('token', 'not-a-real-token');
  await page.goto(link.toString());
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByText(englishOf(MESSAGES.verificationLinkInvalid))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('sign-up, the dashboard step and the wizard speak the language chosen, Arabic right to left', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Regístrate', level: 1 })).toBeVisible();
  await expect(page.getByText('¿Ya tienes una cuenta?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrarse' })).toBeVisible();
  await expect(page.getByLabel('Confirmar contraseña')).toBeVisible();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إنشاء حساب', level: 1 })).toBeVisible();

  // A verified account without a member (made in English: its mails follow the request's language),
  // signed in in this browser: the choice is kept on the way on.
  await createVerifiedAccount(request, 'arabic');
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'مرحبًا بك في Scouting Network', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'إكمال التسجيل' }).click();
  await expect(page).toHaveURL(/\/complete-registration$/);
  await expect(page.getByRole('heading', { name: 'إكمال التسجيل', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الخطوة 1 من 7: اسمك' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'الاسم الأول' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'التالي' })).toBeVisible();
});

// The header holds the language picker, the banner's words and the account menu before a member
// exists: the longest of them (French, Spanish, Arabic) must still fit a phone.
for (const [label, language] of [
  ['Français', 'fr'],
  ['Español', 'es'],
  ['العربية', 'ar'],
] as const) {
  test(`before registration is finished, the header fits 390 px in ${language}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoHorizontalScroll(page, `/register in ${language} at 390 px`);

    await createVerifiedAccount(request, `header-${language}`);
    await page.context().addCookies((await request.storageState()).cookies);
    for (const path of ['/dashboard', '/complete-registration']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoHorizontalScroll(page, `${path} in ${language} at 390 px`);
    }
  });
}
