import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const SIGNED_IN = {
  user: { id: 'u1', email: 'ana@example.com', emailVerified: true, twoFactorEnabled: false },
  member: null,
};

describe('the login form', () => {
  it('says what is missing under each field and sends nothing', async () => {
    const fetch = stubFetch({});
    renderWithApp(<LoginForm />, { path: '/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one, and clears the message when the field changes', async () => {
    stubFetch({});
    renderWithApp(<LoginForm />, { path: '/login' });
    const email = screen.getByLabelText(/E-mail/);

    await userEvent.type(email, 'ana.example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();

    await userEvent.type(email, 'x');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('sends the trimmed address and the password, then opens the dashboard', async () => {
    const fetch = stubFetch({
      'POST /api/auth/sign-in/email': { body: { user: { emailVerified: true } } },
      'GET /api/session': { body: SIGNED_IN },
    });
    renderWithApp(<LoginForm />, { path: '/login' });

    await userEvent.type(screen.getByLabelText(/E-mail/), '  ana@example.com ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('status', { name: 'navigated to' })).textContent).toBe('/dashboard');
    expect(sentRequests(fetch)[0]).toEqual({
      call: 'POST /api/auth/sign-in/email',
      body: { email: 'ana@example.com', password: 'secret-password' },
    });
  });

  it('returns to the page that was opened signed out, and never to another site', async () => {
    for (const [next, expected] of [
      ['%2Fapplications%2F1%3Ftab%3Dhistory', '/applications/1?tab=history'],
      ['https%3A%2F%2Fevil.example', '/dashboard'],
    ]) {
      stubFetch({
        'POST /api/auth/sign-in/email': { body: { user: { emailVerified: true } } },
        'GET /api/session': { body: SIGNED_IN },
      });
      const { unmount } = renderWithApp(<LoginForm />, { path: `/login?next=${next}` });
      await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
      await userEvent.type(screen.getByLabelText(/^Password/), 'secret-password');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect((await screen.findByRole('status', { name: 'navigated to' })).textContent).toBe(expected);
      unmount();
    }
  });

  it("shows the contract's sentence when the server refuses the credentials", async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    renderWithApp(<LoginForm />, { path: '/login' });

    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByText('Invalid login credentials. Please try again.')).toBeTruthy());
  });
});
