import type { TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { OfferForm } from './offer-form.tsx';

const OFFER: TRepresentationOffer = {
  id: 21,
  months: 18,
  exclusive: true,
  feePercent: 2.5,
  services: ['employment_contract', 'transfer'],
  message: 'I would like to represent you.',
  status: 'Pending',
  player: { id: 11, fullName: 'Ana Player', isMinor: false },
  agent: { id: 5, fullName: 'Bo Agent', agencyName: null, verified: true },
  applicationId: 4,
  createdAt: '2026-11-03T10:00:00.000Z',
  answeredAt: null,
  agreementId: null,
};

function renderForm() {
  const onCancel = vi.fn();
  renderWithApp(<OfferForm playerId={11} applicationId={4} onCancel={onCancel} />, { path: '/offer' });
  return { onCancel };
}

const months = () => screen.getByRole('textbox', { name: /^Duration in months/ });
const fee = () => screen.getByRole('textbox', { name: /^Fee/ });
const message = () => screen.getByRole('textbox', { name: /^Message to the player/ });

describe('the offer to sign form', () => {
  it("refuses terms outside the FFAR limits and an empty message with the contract's sentences", async () => {
    const fetch = stubFetch({});
    renderForm();

    await userEvent.clear(months());
    await userEvent.type(months(), '30');
    await userEvent.clear(fee());
    await userEvent.type(fee(), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('The duration must be between 1 and 24 months.')).toBeTruthy();
    // FIFA's 5% cap is suspended (decision 043): the form refuses only what no agreement may say.
    expect(screen.getByText("The fee must be between 0% and 100% of the player's remuneration.")).toBeTruthy();
    expect(screen.getByText('Please write a message to the player.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the parsed terms for the player and the application, then opens the representation page', async () => {
    const fetch = stubFetch({ 'POST /api/representation-offers': { status: 201, body: OFFER } });
    renderForm();

    await userEvent.clear(months());
    await userEvent.type(months(), '18');
    await userEvent.click(screen.getByRole('switch', { name: /^Exclusive/ }));
    await userEvent.clear(fee());
    await userEvent.type(fee(), '2.5');
    // With no service ticked, the contract offers the first two.
    for (const box of screen.getAllByRole('checkbox', { checked: true })) await userEvent.click(box);
    await userEvent.type(message(), '  I would like to represent you. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));

    expect((await screen.findByRole('status', { name: 'navigated to' })).textContent).toBe('/representation');
    expect(await screen.findByText('Your offer was sent. The player is notified.')).toBeTruthy();
    expect(sentRequests(fetch)).toEqual([
      {
        call: 'POST /api/representation-offers',
        body: {
          months: 18,
          exclusive: true,
          feePercent: 2.5,
          services: ['employment_contract', 'transfer'],
          message: 'I would like to represent you.',
          playerId: 11,
          applicationId: 4,
        },
      },
    ]);
  });
});
