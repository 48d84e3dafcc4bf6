import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { TrialInvitationModal } from './trial-invitation-modal.tsx';

const APPLICATION: TApplication = {
  id: 7,
  opportunityId: 3,
  playerId: 11,
  introduction: 'I play as a winger.',
  profileLink: null,
  cvUrl: null,
  appliedAt: '2026-11-01T10:00:00.000Z',
  opportunity: {
    id: 3,
    description: 'Trials for wingers',
    link: null,
    source: 'Club',
    status: 'Open',
    createdAt: '2026-10-30T10:00:00.000Z',
    filters: { country: null, ageRange: null, generalPosition: null, specificPosition: null },
  },
  player: { id: 11, fullName: 'Ana Player' },
  applicant: null,
  videoIds: [],
  firstVideo: null,
  starred: false,
  status: 'Shortlisted',
  statusChangedAt: '2026-11-02T10:00:00.000Z',
  history: [],
  trial: null,
  postedBy: { id: 5, fullName: 'City Club', role: 'Club', verified: false },
};

function renderModal() {
  const onClose = vi.fn();
  renderWithApp(<TrialInvitationModal application={APPLICATION} opened onClose={onClose} />);
  return { onClose, dialog: screen.findByRole('dialog', { name: `Invite ${isolate('Ana Player')} to a trial` }) };
}

const dateAndTime = () => screen.getByLabelText(/^Date and time/);

describe('the trial invitation form', () => {
  it('asks for the date and the venue before sending anything', async () => {
    const fetch = stubFetch({});
    const { dialog } = renderModal();
    await dialog;

    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Please choose the date and time of the trial.')).toBeTruthy();
    expect(screen.getByText('Please enter the venue of the trial.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a time in the past', async () => {
    const fetch = stubFetch({});
    const { dialog } = renderModal();
    await dialog;

    await userEvent.type(dateAndTime(), '2020-06-01T18:30');
    await userEvent.type(screen.getByLabelText(/^Venue/), 'Main pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Please choose a date and time in the future.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the time with the browser's offset, the venue and the details, then closes", async () => {
    const fetch = stubFetch({
      'POST /api/applications/7/trial-invitation': {
        body: {
          ...APPLICATION,
          status: 'Invited to trial',
          trial: {
            startsAt: '2099-06-01T18:30:00.000Z',
            venue: 'Main pitch',
            details: 'Bring boots',
            answer: 'pending',
            answeredAt: null,
            invitedAt: '2026-11-03T10:00:00.000Z',
          },
        } satisfies TApplication,
      },
    });
    const { dialog, onClose } = renderModal();
    await dialog;

    await userEvent.type(dateAndTime(), '2099-06-01T18:30');
    await userEvent.type(screen.getByLabelText(/^Venue/), 'Main pitch');
    await userEvent.type(screen.getByLabelText(/^Details/), 'Bring boots');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Trial invitation sent.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    const [sent] = sentRequests(fetch);
    expect(sent?.call).toBe('POST /api/applications/7/trial-invitation');
    expect(sent?.body).toEqual({
      startsAt: expect.stringMatching(/^2099-06-01T18:30:00[+-]\d{2}:\d{2}$/),
      venue: 'Main pitch',
      details: 'Bring boots',
    });
  });
});
