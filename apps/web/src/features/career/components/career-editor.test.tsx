import es from '@scouting/contract/catalogs/es.json';
import type { TCareer, TCareerEntry } from '@scouting/contract/schemas/career';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { renderWithApp, stubFetch } from '../../../test/render.tsx';
import { CareerEditor } from './career-editor.tsx';

const noop = () => {};

const entry = (id: number, club: string, from: string): TCareerEntry => ({
  id,
  club,
  country: 'Spain',
  level: null,
  kind: 'Senior',
  from,
  to: null,
  seasons: [],
});

// Two senior clubs at once: the contract's rule refuses the later one, naming both.
const OVERLAPPING: TCareer = {
  entries: [entry(1, 'CD Leganés B', '2023-07'), entry(2, 'Getafe B', '2024-01')],
  note: null,
};

describe('the career editor', () => {
  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('names both clubs of an overlap and sends nothing', async () => {
    const fetch = stubFetch({});
    renderWithApp(<CareerEditor playerId={7} career={OVERLAPPING} onDone={noop} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Save record' }));

    expect(
      await screen.findByText(
        'Getafe B (2024-01 to …) overlaps CD Leganés B (2023-07 to …): a player is at one club at a time, apart from loans and youth teams.',
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  }, 60_000);

  it('says it in the language shown, the clubs and months as they were typed', async () => {
    stubFetch({});
    await activateLanguage('es', { remember: false });
    renderWithApp(<CareerEditor playerId={7} career={OVERLAPPING} onDone={noop} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Guardar trayectoria' }));

    const said = await screen.findByText(/coincide con/);
    const template = es['CAREER_MESSAGES.overlap' as keyof typeof es];
    expect(template).toMatch(/^\{club\} \(\{from\} a \{to\}\) coincide con/);
    // Each value isolated (decision 069).
    expect(said.textContent).toBe(
      template
        .replace('{club}', '\u2068Getafe B\u2069')
        .replace('{from}', '\u20682024-01\u2069')
        .replace('{to}', '\u2068…\u2069')
        .replace('{otherClub}', '\u2068CD Leganés B\u2069')
        .replace('{otherFrom}', '\u20682023-07\u2069')
        .replace('{otherTo}', '\u2068…\u2069'),
    );
  }, 60_000);
});
