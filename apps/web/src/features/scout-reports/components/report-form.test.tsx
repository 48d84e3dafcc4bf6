import type { TScoutReport } from '@scouting/contract/schemas/scout-reports';
import type { TPlayerVideos } from '@scouting/contract/schemas/videos';
import { scoutReportTemplate } from '@scouting/contract/scout-reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { ReportForm } from './report-form.tsx';

const PLAYER = { id: 11, fullName: 'Kofi Striker', primaryPosition: 'ST' as const };

const SAVED: TScoutReport = {
  id: 31,
  author: { id: 5, fullName: 'Sara Scout', role: 'Scout' },
  player: { ...PLAYER, age: 19, country: 'GH', currentClub: 'Accra FC', profileImageUrl: null },
  watchedOn: '2026-03-01',
  watchedVia: 'Video',
  competition: null,
  opponent: null,
  minutesWatched: null,
  videoId: null,
  ratings: { technical: { passing: 4 }, tactical: {}, physical: {}, mental: {} },
  potential: 3,
  verdict: 'Monitor',
  strengths: null,
  weaknesses: null,
  summary: null,
  feedbackForPlayer: null,
  moments: [],
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

const VIDEO = {
  id: 70,
  source: 'youtube' as const,
  youtube_video_id: 'abc123',
  title: 'Hat-trick against Rivals FC',
  thumbnail_url: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
  status: 'Ready' as const,
  streamUrl: null,
  averageRating: 0,
  ratingCount: 0,
  myRating: null,
  player: { id: PLAYER.id },
  hidden: false,
};
const VIDEOS: TPlayerVideos = {
  videos: [VIDEO, { ...VIDEO, id: 71, youtube_video_id: 'def456', title: 'Free kick goal' }],
  nextCursor: null,
  youtube_channel_id: 'UCfake',
  moments: [],
};

/** Potential and verdict: what the server needs besides the moments. */
async function chooseRequired() {
  await userEvent.click(
    within(await screen.findByRole('radiogroup', { name: /^Potential/ })).getByRole('radio', { name: '3' }),
  );
  await userEvent.click(
    within(screen.getByRole('radiogroup', { name: /^Verdict/ })).getByRole('radio', { name: 'Monitor' }),
  );
}

describe('the scouting report form', () => {
  it("shows each attribute of the position's template as a labelled choice, 'Not seen' by default, and sends only what was rated", async () => {
    const fetch = stubFetch({
      'GET /api/scout-report-template': { status: 200, body: scoutReportTemplate('ST') },
      'POST /api/scout-reports': { status: 201, body: SAVED },
    });
    renderWithApp(<ReportForm player={PLAYER} />, { path: '/scout-reports/new' });

    const passing = await screen.findByRole('radiogroup', { name: 'Passing' });
    expect(within(passing).getByRole('radio', { name: 'Not seen' })).toHaveProperty('checked', true);
    // An outfield player's template: no goalkeeping attributes.
    expect(screen.queryByRole('radiogroup', { name: 'Shot stopping' })).toBeNull();
    await userEvent.click(within(passing).getByRole('radio', { name: '4' }));
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Watched' })).getByRole('radio', { name: 'Video' }),
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: /^Potential/ })).getByRole('radio', { name: '3' }),
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: /^Verdict/ })).getByRole('radio', { name: 'Monitor' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save report' }));

    expect((await screen.findByRole('status', { name: 'navigated to' })).textContent).toBe('/scout-reports/31');
    const post = sentRequests(fetch).find((request) => request.call === 'POST /api/scout-reports');
    expect(post).toMatchObject({
      call: 'POST /api/scout-reports',
      body: {
        playerId: 11,
        watchedVia: 'Video',
        ratings: { technical: { passing: 4 }, tactical: {}, physical: {}, mental: {} },
        potential: 3,
        verdict: 'Monitor',
      },
    });
  });

  it("adds a moment in one of the player's videos, chosen by its title, and sends it with the report", async () => {
    const fetch = stubFetch({
      'GET /api/scout-report-template': { status: 200, body: scoutReportTemplate('ST') },
      'GET /api/player-videos/11': { status: 200, body: VIDEOS },
      'POST /api/scout-reports': { status: 201, body: SAVED },
    });
    renderWithApp(<ReportForm player={PLAYER} />, { path: '/scout-reports/new' });

    const moments = await screen.findByRole('group', { name: 'Moments' });
    await userEvent.selectOptions(await within(moments).findByLabelText('Video'), 'Free kick goal');
    await userEvent.type(within(moments).getByLabelText('Time (mm:ss)'), '1:05');
    await userEvent.type(within(moments).getByLabelText('Note (optional)'), 'Curls it over the wall');
    await userEvent.click(within(moments).getByRole('button', { name: 'Add moment' }));
    const added = within(moments).getByRole('list', { name: 'Moments of this report' });
    // The scout's note is isolated in the line (it keeps its own direction), so the line is read whole.
    expect(within(added).getByRole('listitem').querySelector('p')?.textContent).toBe(
      'Free kick goal at 1:05 · Curls it over the wall',
    );
    expect(within(added).getByText('Curls it over the wall').tagName).toBe('BDI');
    // A second one, added with Enter in the time field, then removed again.
    await userEvent.type(within(moments).getByLabelText('Time (mm:ss)'), '2:00{Enter}');
    await userEvent.click(within(added).getByRole('button', { name: 'Remove the moment at 2:00 in Free kick goal' }));
    expect(within(added).getAllByRole('listitem')).toHaveLength(1);

    await chooseRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect((await screen.findByRole('status', { name: 'navigated to' })).textContent).toBe('/scout-reports/31');
    const post = sentRequests(fetch).find((request) => request.call === 'POST /api/scout-reports');
    expect(post?.body).toHaveProperty('moments', [{ videoId: 71, atSeconds: 65, note: 'Curls it over the wall' }]);
  });

  it('refuses a time that is not mm:ss with a clear error and adds nothing', async () => {
    const fetch = stubFetch({
      'GET /api/scout-report-template': { status: 200, body: scoutReportTemplate('ST') },
      'GET /api/player-videos/11': { status: 200, body: VIDEOS },
      'PUT /api/scout-reports/31': { status: 200, body: SAVED },
    });
    const existing = { ...SAVED, moments: [{ videoId: 70, atSeconds: 30, note: null }] };
    renderWithApp(<ReportForm player={PLAYER} report={existing} />, { path: '/scout-reports/31/edit' });

    const moments = await screen.findByRole('group', { name: 'Moments' });
    const time = await within(moments).findByLabelText('Time (mm:ss)');
    await userEvent.type(time, '1:75');
    await userEvent.click(within(moments).getByRole('button', { name: 'Add moment' }));
    expect(within(moments).getByText('Write the time as mm:ss, for example 1:15.')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(within(moments).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save report' }));
    await screen.findByRole('status', { name: 'navigated to' });
    const put = sentRequests(fetch).find((request) => request.call === 'PUT /api/scout-reports/31');
    expect(put?.body).toHaveProperty('moments', [{ videoId: 70, atSeconds: 30, note: null }]);
  });
});
