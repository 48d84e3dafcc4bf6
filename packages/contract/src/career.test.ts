import { describe, expect, it } from 'vitest';
import { CAREER_MESSAGES, careerGaps, careerSummary, overlappingEntry, seasonSpan } from './career.ts';
import { ZCareerEntryInput, ZCareerSeasonInput, ZCareerUpdateRequest } from './schemas/career.ts';
import { englishOf } from './sentences.ts';

const line = { season: '2024-25', appearances: 20, goals: 3, assists: 2 };
const entry = { club: 'CD Leganés', country: 'Spain', kind: 'Senior' as const, from: '2023-07', seasons: [line] };

describe('seasonSpan', () => {
  it('reads split and calendar seasons, and refuses what is neither', () => {
    expect(seasonSpan('2024-25')).toEqual({ from: 2024 * 12 + 6, to: 2025 * 12 + 5 });
    expect(seasonSpan('2025')).toEqual({ from: 2025 * 12, to: 2025 * 12 + 11 });
    expect(seasonSpan('2024-26')).toBeNull();
    expect(seasonSpan('1999-00')).toEqual({ from: 1999 * 12 + 6, to: 2000 * 12 + 5 });
    expect(seasonSpan('24-25')).toBeNull();
  });
});

describe('ZCareerSeasonInput', () => {
  it('bounds minutes by 120 an appearance, and starts and clean sheets by appearances', () => {
    expect(ZCareerSeasonInput.safeParse({ ...line, minutes: 2400 }).success).toBe(true);
    const minutes = ZCareerSeasonInput.safeParse({ ...line, minutes: 2401 });
    expect(minutes.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['minutes'], CAREER_MESSAGES.minutesAboveBound],
    ]);
    const starts = ZCareerSeasonInput.safeParse({ ...line, starts: 21, cleanSheets: 21 });
    expect(starts.error?.issues.map((issue) => issue.path[0])).toEqual(['starts', 'cleanSheets']);
    expect(ZCareerSeasonInput.safeParse({ ...line, goals: -1 }).error?.issues[0]?.message).toBe(
      CAREER_MESSAGES.numberOutOfRange,
    );
    expect(ZCareerSeasonInput.safeParse({ ...line, season: '2024/25' }).error?.issues[0]?.message).toBe(
      CAREER_MESSAGES.seasonFormat,
    );
  });
});

describe('ZCareerEntryInput', () => {
  it('keeps seasons within the months at the club, once each, and the end after the start', () => {
    expect(ZCareerEntryInput.safeParse(entry).success).toBe(true);
    const early = ZCareerEntryInput.safeParse({ ...entry, seasons: [{ ...line, season: '2021-22' }] });
    expect(early.error?.issues[0]).toMatchObject({
      path: ['seasons', 0, 'season'],
      message: CAREER_MESSAGES.seasonOutsideEntry,
    });
    const late = ZCareerEntryInput.safeParse({ ...entry, to: '2024-05', seasons: [line] });
    expect(late.error?.issues[0]?.message).toBe(CAREER_MESSAGES.seasonOutsideEntry);
    const twice = ZCareerEntryInput.safeParse({ ...entry, seasons: [line, line] });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['seasons', 1, 'season'],
      message: CAREER_MESSAGES.seasonTwice,
    });
    const backwards = ZCareerEntryInput.safeParse({ ...entry, to: '2023-06', seasons: [] });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['to'], message: CAREER_MESSAGES.toBeforeFrom });
  });
});

describe('overlappingEntry', () => {
  it('refuses two clubs of the same kind at once, and allows a loan, a youth team or a transfer month', () => {
    const senior = { kind: 'Senior' as const, from: '2020-07', to: '2023-07' };
    expect(overlappingEntry([senior, { kind: 'Senior', from: '2023-07' }])).toBe(-1);
    expect(overlappingEntry([senior, { kind: 'Loan', from: '2021-08', to: '2022-06' }])).toBe(-1);
    expect(overlappingEntry([senior, { kind: 'Youth', from: '2019-07', to: '2021-06' }])).toBe(-1);
    expect(overlappingEntry([senior, { kind: 'Senior', from: '2022-01' }])).toBe(1);
    expect(overlappingEntry([{ kind: 'Senior', from: '2022-01' }, senior])).toBe(1);
  });
  it('names the overlapping entry in the request', () => {
    const body = { entries: [entry, { ...entry, club: 'Getafe', from: '2024-01', seasons: [] }] };
    const parsed = ZCareerUpdateRequest.safeParse(body);
    const issue = parsed.error?.issues[0];
    expect(issue?.path).toEqual(['entries', 1, 'from']);
    expect(englishOf(issue?.message ?? '')).toBe(
      `Getafe (2024-01 to …) overlaps ${entry.club} (${entry.from} to …): a player is at one club at a time, apart from loans and youth teams.`,
    );
    expect(englishOf(CAREER_MESSAGES.overlap)).toContain('{club}');
  });
});

describe('careerGaps', () => {
  it('says what the record still lacks', () => {
    expect(careerGaps({ entries: [] })).toEqual(['noEntries', 'noSeasons', 'noConfirmedSeason']);
    const season = {
      id: 1,
      season: '2024-25',
      appearances: 1,
      starts: null,
      minutes: null,
      goals: 0,
      assists: 0,
      cleanSheets: null,
      source: 'Self-reported' as const,
      confirmedBy: null,
    };
    const stored = { id: 1, club: 'A', country: null, level: null, kind: 'Senior' as const, from: '2024-07', to: null };
    expect(careerGaps({ entries: [{ ...stored, seasons: [] }] })).toEqual([
      'noSeasons',
      'missingCountry',
      'noConfirmedSeason',
    ]);
    expect(
      careerGaps({ entries: [{ ...stored, country: 'Spain', seasons: [{ ...season, source: 'Verified' }] }] }),
    ).toEqual([]);
  });
});

describe('careerSummary', () => {
  const line = (source: 'Self-reported' | 'Confirmed by coach' | 'Verified', appearances: number, goals: number) => ({
    id: 1,
    season: '2024-25',
    appearances,
    starts: null,
    minutes: null,
    goals,
    assists: 1,
    cleanSheets: null,
    source,
    confirmedBy: null,
  });
  const entry = (club: string, from: string, to: string | null, seasons: ReturnType<typeof line>[]) => ({
    id: 1,
    club,
    country: 'ES',
    level: null,
    kind: 'Senior' as const,
    from,
    to,
    seasons,
  });

  it('adds up the seasons, counts the vouched lines and names the club still running', () => {
    const summary = careerSummary({
      entries: [
        entry('Sevilla Atlético', '2021-07', '2023-06', [line('Verified', 20, 3), line('Self-reported', 10, 1)]),
        entry('CF Talavera', '2023-07', null, [line('Confirmed by coach', 30, 7)]),
        entry('sevilla atlético ', '2019-07', '2020-06', []),
      ],
    });
    expect(summary).toEqual({
      clubs: 2,
      seasons: 3,
      appearances: 60,
      goals: 11,
      assists: 3,
      backed: 2,
      currentClub: 'CF Talavera',
    });
  });

  it('names the latest club when none is running, and nothing for an empty record', () => {
    expect(
      careerSummary({ entries: [entry('A', '2019-07', '2020-06', []), entry('B', '2020-07', '2021-06', [])] })
        .currentClub,
    ).toBe('B');
    expect(careerSummary({ entries: [] })).toMatchObject({ clubs: 0, seasons: 0, currentClub: null });
  });
});
