import { describe, expect, it } from 'vitest';
import { readPreviousClub } from './previous-club.ts';

describe('readPreviousClub', () => {
  it('reads "Club - Year" as an entry over that whole year, its country left for the player', () => {
    expect(readPreviousClub('Getafe - 2019')).toEqual({
      entry: { club: 'Getafe', kind: 'Senior', from: '2019-01', to: '2019-12' },
    });
    // Any dash, any spacing around it, and a dash inside the club's name stays in the name.
    expect(readPreviousClub('  Paris FC B –2022 ')).toEqual({
      entry: { club: 'Paris FC B', kind: 'Senior', from: '2022-01', to: '2022-12' },
    });
    expect(readPreviousClub('Saint-Étienne—1998')).toMatchObject({ entry: { club: 'Saint-Étienne', from: '1998-01' } });
  });

  it('makes an under-age team a youth entry', () => {
    expect(readPreviousClub('Santos U20 - 2023')).toMatchObject({ entry: { club: 'Santos U20', kind: 'Youth' } });
    expect(readPreviousClub('Ajax u-17 - 2021')).toMatchObject({ entry: { kind: 'Youth' } });
    // Not a team's age: a letter and digits inside a longer word.
    expect(readPreviousClub('FCU200 - 2021')).toMatchObject({ entry: { kind: 'Senior' } });
  });

  it('keeps any other text as the note, trimmed, and an empty text as nothing', () => {
    expect(readPreviousClub(' Sunday league, two years ')).toEqual({ note: 'Sunday league, two years' });
    expect(readPreviousClub('Getafe 2019')).toEqual({ note: 'Getafe 2019' });
    expect(readPreviousClub('Getafe - 1850')).toEqual({ note: 'Getafe - 1850' });
    expect(readPreviousClub(' - 2019')).toEqual({ note: '- 2019' });
    expect(readPreviousClub('   ')).toBeNull();
  });
});
