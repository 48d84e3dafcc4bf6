import es from '@scouting/contract/catalogs/es.json';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { renderWithApp, stubFetch } from '../../../test/render.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

const noop = () => {};

describe('the two-factor step of the login page', () => {
  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('asks for the code in English and sends nothing', async () => {
    const fetch = stubFetch({});
    renderWithApp(<TwoFactorStep onSignedIn={noop} onRestart={noop} />, { path: '/login' });

    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Please enter the code from your authenticator app.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for it in the language shown', async () => {
    stubFetch({});
    await activateLanguage('es', { remember: false });
    renderWithApp(<TwoFactorStep onSignedIn={noop} onRestart={noop} />, { path: '/login' });

    await userEvent.click(await screen.findByRole('button', { name: 'Verificar' }));

    // The contract's catalog, keyed by id and by its English sentence (the build's conversion).
    expect(await screen.findByText(es['MESSAGES.twoFactorCodeRequired' as keyof typeof es])).toBeTruthy();
  });
});
