import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '../test/render.tsx';
import { ProfileMenu } from './profile-menu.tsx';

describe('the profile menu', () => {
  it('is only its button until first opened, then a menu that gives focus back to the button', async () => {
    stubFetch({});
    renderWithApp(<ProfileMenu fullName="Ana Lima" profileImageUrl={null} />);
    const button = screen.getByRole('button', { name: 'AL, Profile menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    // Mantine's menu is not mounted before it is asked for (decision 077): its target carries an id of Mantine's.
    expect(button.id).toBe('');

    await userEvent.click(button);
    expect(await screen.findByText('Payment Options')).toBeTruthy();
    const builtButton = screen.getByRole('button', { name: 'AL, Profile menu' });
    expect(builtButton.id).not.toBe('');
    expect(builtButton.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(builtButton.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(builtButton));

    // Built once, it opens again from its own target.
    await userEvent.click(builtButton);
    await waitFor(() => expect(builtButton.getAttribute('aria-expanded')).toBe('true'));
  });
});
