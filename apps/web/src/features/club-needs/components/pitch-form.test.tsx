import type { TClubNeed } from '@scouting/contract/schemas/club-needs';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import type { TScoutReportPage } from '@scouting/contract/schemas/scout-reports';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { PitchForm } from './pitch-form.tsx';

const NEED: TClubNeed = {
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
  deadline: '2099-06-30',
  notes: null,
  status: 'open',
  closedReason: null,
  isOwn: false,
  matches: [],
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
};
const MATCH = { playerId: 7, fullName: 'Ana Silva', position: 'CB', age: 22 };

const REPORTS: TScoutReportPage = {
  reports: [
    {
      id: 31,
      author: { id: 2, fullName: 'Rui Agent', role: 'Agent' },
      player: {
        id: 7,
        fullName: 'Ana Silva',
        age: 22,
        country: 'Spain',
        primaryPosition: 'CB',
        currentClub: 'CD Norte',
        profileImageUrl: null,
      },
      watchedOn: '2026-03-01',
      watchedVia: 'Live',
      potential: 4,
      verdict: 'Sign',
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  nextCursor: null,
};

const PITCHED: TPitch = {
  id: 50,
  need: {
    id: 4,
    clubId: 9,
    clubName: 'CD Example',
    clubCountry: 'Spain',
    clubVerified: true,
    positions: ['CB'],
    status: 'open',
  },
  agent: { id: 2, fullName: 'Rui Agent' },
  player: { id: 7, fullName: 'Ana Silva', age: 22, country: 'Spain' },
  note: 'Strong in the air.',
  videos: [],
  reportId: 31,
  minorAbroad: false,
  answer: null,
  reason: null,
  minorException: null,
  trial: null,
  answeredAt: null,
  unanswered: false,
  createdAt: '2026-11-28T08:00:00.000Z',
};

describe('the pitch form', () => {
  it("offers the agent's own reports on the player, optional, and sends the one chosen", async () => {
    const fetch = stubFetch({
      'GET /api/scout-reports': { body: REPORTS },
      'POST /api/club-needs/4/pitches': { status: 201, body: PITCHED },
    });
    const onDone = vi.fn();
    renderWithApp(<PitchForm need={NEED} match={MATCH} onDone={onDone} />);
    const picker = await screen.findByRole('combobox', { name: 'Scouting report' });
    expect((picker as HTMLSelectElement).value).toBe('');
    await userEvent.type(screen.getByLabelText(/^Note to the club/), 'Strong in the air.');
    await userEvent.selectOptions(picker, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Send pitch' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const sent = sentRequests(fetch).find((request) => request.call === 'POST /api/club-needs/4/pitches');
    expect(sent?.body).toEqual({ playerId: 7, note: 'Strong in the air.', videoIds: [], reportId: 31 });
  }, 60_000);

  it('sends no report when the agent leaves the picker on No report', async () => {
    const fetch = stubFetch({
      'GET /api/scout-reports': { body: REPORTS },
      'POST /api/club-needs/4/pitches': { status: 201, body: { ...PITCHED, reportId: null } },
    });
    const onDone = vi.fn();
    renderWithApp(<PitchForm need={NEED} match={MATCH} onDone={onDone} />);
    await screen.findByRole('combobox', { name: 'Scouting report' });
    await userEvent.type(screen.getByLabelText(/^Note to the club/), 'Quick.');
    await userEvent.click(screen.getByRole('button', { name: 'Send pitch' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const sent = sentRequests(fetch).find((request) => request.call === 'POST /api/club-needs/4/pitches');
    expect(sent?.body).toMatchObject({ reportId: null });
  }, 60_000);
});
