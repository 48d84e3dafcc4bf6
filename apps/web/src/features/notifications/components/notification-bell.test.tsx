import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

describe('the notification bell', () => {
  it('says it opens a dialog before its popover is built, then is the popover’s target', async () => {
    stubFetch({});
    renderWithApp(<NotificationBell member={{ id: 7, role: 'Player' }} live={false} />);
    const standIn = screen.getByRole('button', { name: /Notifications/ });
    // Mantine's popover is not mounted before it is asked for (decision 077): its target carries an id of Mantine's.
    expect(standIn.id).toBe('');
    expect(standIn.getAttribute('aria-haspopup')).toBe('dialog');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(standIn);
    const target = screen.getByRole('button', { name: /Notifications/ });
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('true'));
    expect(target.id).not.toBe('');
    expect(target.getAttribute('aria-haspopup')).toBe('dialog');

    // Built once, the same target closes it and opens it again. (The focus moving into the dropdown,
    // and Escape, need a layout: notifications.spec.ts checks them in the browser.)
    await userEvent.click(target);
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('false'));
    await userEvent.click(target);
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('true'));
  });
});
