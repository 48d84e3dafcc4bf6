import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ConfirmModals, openConfirmModal } from './confirm-modals.tsx';

function PageAsking({ onConfirm }: { onConfirm: () => void }) {
  const ask = () =>
    openConfirmModal({
      title: 'Delete this clip?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      onConfirm,
    });
  return (
    <>
      <button type="button" onClick={ask}>
        Delete clip
      </button>
      <ConfirmModals />
    </>
  );
}

describe('confirmations on member pages', () => {
  it('builds Mantine’s modals on the first confirmation asked for, opens it, and opens the next', async () => {
    const onConfirm = vi.fn();
    renderWithApp(<PageAsking onConfirm={onConfirm} />);
    // Mantine's modals are not mounted before a confirmation is asked for (decision 077).
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete clip' }));
    expect(await screen.findByText('Delete this clip?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Delete this clip?')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete clip' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
