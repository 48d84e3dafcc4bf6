import { isolate } from '@scouting/contract/bidi-isolate';
import { englishOf } from '@scouting/contract/sentences';
import { VIDEO_MOMENT_MESSAGES } from '@scouting/contract/video-moments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sentRequests, stubFetch } from '../../../test/render.tsx';
import { MomentEditor } from './moment-editor.tsx';

const MOMENT = {
  id: 3,
  videoId: 7,
  atSeconds: 75,
  endSeconds: null,
  tag: 'Goal',
  note: null,
  createdAt: '2026-11-03T10:00:00.000Z',
};

function renderEditor() {
  renderWithApp(<MomentEditor playerId={11} videoId={7} title="Cup final" moments={[]} />, { path: '/videos' });
}

const time = () => screen.getByRole('textbox', { name: /^Time \(mm:ss\)/ });

describe("the owner's moments of a video", () => {
  it('refuses a time that is not mm:ss before sending anything', async () => {
    const fetch = stubFetch({});
    renderEditor();
    await userEvent.type(time(), '1:75');
    await userEvent.click(screen.getByRole('button', { name: 'Add moment' }));
    expect(await screen.findByText('Write the time as mm:ss, for example 1:15.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the tag, the seconds and the note; shows the field the server refused', async () => {
    const fetch = stubFetch({ 'POST /api/videos/7/moments': { status: 201, body: MOMENT } });
    renderEditor();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What happens' }), 'Dribble');
    await userEvent.type(time(), '1:15');
    await userEvent.type(screen.getByRole('textbox', { name: /^End/ }), '1:30');
    await userEvent.type(screen.getByRole('textbox', { name: /^Note/ }), ' Past two ');
    await userEvent.click(screen.getByRole('button', { name: 'Add moment' }));
    // Stored: the form empties for the next moment.
    await waitFor(() => expect((time() as HTMLInputElement).value).toBe(''));
    expect(sentRequests(fetch)).toEqual([
      {
        call: 'POST /api/videos/7/moments',
        body: { atSeconds: 75, endSeconds: 90, tag: 'Dribble', note: 'Past two' },
      },
    ]);

    fetch.mockRestore();
    stubFetch({
      'POST /api/videos/7/moments': {
        status: 400,
        body: {
          error: 'Check the highlighted fields.',
          code: 'VALIDATION_ERROR',
          fields: { atSeconds: englishOf(VIDEO_MOMENT_MESSAGES.beyondDuration) },
        },
      },
    });
    await userEvent.clear(time());
    await userEvent.type(time(), '9:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add moment' }));
    expect(await screen.findByText(englishOf(VIDEO_MOMENT_MESSAGES.beyondDuration))).toBeTruthy();
  });

  it('lists the moments with their times and deletes one', async () => {
    const fetch = stubFetch({ 'DELETE /api/videos/7/moments/3': { body: { id: 3 } } });
    renderWithApp(
      <MomentEditor
        playerId={11}
        videoId={7}
        title="Cup final"
        moments={[{ ...MOMENT, tag: 'Goal', endSeconds: 80, note: 'Volley' }]}
      />,
      { path: '/videos' },
    );
    const list = screen.getByRole('list', { name: `Moments of ${isolate('Cup final')}` });
    expect(list.textContent).toContain('1:15–1:20 Goal: Volley');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the moment at 1:15: Goal' }));
    await waitFor(() =>
      expect(sentRequests(fetch)).toEqual([{ call: 'DELETE /api/videos/7/moments/3', body: undefined }]),
    );
  });
});
