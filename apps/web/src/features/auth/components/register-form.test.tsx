import es from '@scouting/contract/catalogs/es.json';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const PASSWORD = 'Str0ng!pass';

/** Fills the form with labels in the language shown and sends it. */
async function signUp(labels: { email: string; password: string; confirm: string; submit: string }) {
  await userEvent.type(await screen.findByLabelText(new RegExp(`^${labels.email}`)), ' ana@example.com ');
  await userEvent.type(screen.getByLabelText(new RegExp(`^${labels.password}`)), PASSWORD);
  await userEvent.type(screen.getByLabelText(new RegExp(`^${labels.confirm}`)), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('the sign-up form', () => {
  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('creates the account and says that a verification link was sent', async () => {
    const fetch = stubFetch({ 'POST /api/auth/sign-up/email': { body: { token: null } } });
    renderWithApp(<RegisterForm />, { path: '/register' });

    await signUp({ email: 'E-mail', password: 'Password', confirm: 'Confirm Password', submit: 'Register' });

    expect(
      await screen.findByText(
        'A verification email has been sent to your email address. Please verify to complete registration.',
      ),
    ).toBeTruthy();
    expect(sentRequests(fetch)[0]).toEqual({
      call: 'POST /api/auth/sign-up/email',
      body: { email: 'ana@example.com', password: PASSWORD, name: 'ana@example.com' },
    });
  });

  it('says it in the language shown', async () => {
    stubFetch({ 'POST /api/auth/sign-up/email': { body: { token: null } } });
    await activateLanguage('es', { remember: false });
    renderWithApp(<RegisterForm />, { path: '/register' });

    await signUp({
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirm: 'Confirmar contraseña',
      submit: 'Registrarse',
    });

    expect(await screen.findByText(es['MESSAGES.verificationEmailSent' as keyof typeof es])).toBeTruthy();
  });
});
