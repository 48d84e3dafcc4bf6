import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import { MESSAGES } from '@scouting/contract/messages';
import type { TClubNeed } from '@scouting/contract/schemas/club-needs';
import { englishOf } from '@scouting/contract/sentences';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { ClubNeedForm } from './club-need-form.tsx';

const DEADLINE = '2099-06-30';

const POSTED: TClubNeed = {
  id: 4,
  clubId: 9,
  clubName: 'CD Example',
  clubCountry: 'Spain',
  clubVerified: true,
  positions: ['CB'],
  ageMin: 20,
  ageMax: 24,
  foot: null,
  minHeight: null,
  level: null,
  dealTypes: ['Loan'],
  feeBand: null,
  salaryBand: null,
  deadline: DEADLINE,
  notes: null,
  status: 'open',
  closedReason: null,
  isOwn: true,
  matches: [],
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
};

// Ten position boxes and the area's catalog take a while to render on a busy machine.
describe('the club need form', () => {
  it('asks for a position, a kind of deal and a deadline before sending anything', async () => {
    const fetch = stubFetch({});
    renderWithApp(<ClubNeedForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Post requirement' }));
    expect(await screen.findByText('Choose at least one position.')).toBeTruthy();
    expect(screen.getByText('Choose at least one kind of deal.')).toBeTruthy();
    expect(screen.getByText('The deadline must be today or later.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  }, 60_000);

  it('sends the requirement the club chose', async () => {
    const fetch = stubFetch({ 'POST /api/club-needs': { status: 201, body: POSTED } });
    renderWithApp(<ClubNeedForm />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /^CB/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loan' }));
    await userEvent.type(screen.getByLabelText(/^Deadline/), DEADLINE);
    await userEvent.type(screen.getByLabelText(/^Notes/), 'Plays out from the back');
    await userEvent.click(screen.getByRole('button', { name: 'Post requirement' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [sent] = sentRequests(fetch);
    expect(sent?.call).toBe('POST /api/club-needs');
    expect(sent?.body).toEqual({
      positions: ['CB'],
      ageMin: 18,
      ageMax: 30,
      foot: null,
      minHeight: null,
      level: null,
      dealTypes: ['Loan'],
      feeBand: null,
      salaryBand: null,
      deadline: DEADLINE,
      notes: 'Plays out from the back',
    });
    // The form empties for the next one and says who sees this one now.
    expect((await screen.findByRole('status')).textContent).toBe(englishOf(CLUB_NEED_MESSAGES.posted));
  }, 60_000);

  it('keeps what the club chose and says why when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithApp(<ClubNeedForm />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /^CB/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loan' }));
    await userEvent.type(screen.getByLabelText(/^Deadline/), DEADLINE);
    await userEvent.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect((await screen.findByRole('alert')).textContent).toBe(englishOf(MESSAGES.networkError));
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('checkbox', { name: /^CB/ }) as HTMLInputElement).checked).toBe(true);
  }, 60_000);
});
