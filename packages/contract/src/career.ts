import { messageIds, messageText } from './message-ids.ts';
import type { TCareer, TCareerSeason } from './schemas/career.ts';

/**
 * A player's football record (docs/product.md#career-and-seasons): the clubs they played for and,
 * per club, their seasons' numbers. Every season line says who stands behind it, because a coach
 * reads a self-reported number differently from one a coach confirmed.
 */
export const CAREER_KINDS = ['Youth', 'Senior', 'Loan'] as const;
export type TCareerKind = (typeof CAREER_KINDS)[number];

export const CAREER_SOURCES = ['Self-reported', 'Confirmed by coach', 'Verified'] as const;
export type TCareerSource = (typeof CAREER_SOURCES)[number];

/** A whole career fits; more is a typing accident, and the profile stays readable. */
export const CAREER_MAX_ENTRIES = 30;
export const CAREER_MAX_SEASONS_PER_ENTRY = 20;
/** 90 minutes and 30 of extra time: no appearance lasts longer. */
export const CAREER_MAX_MINUTES_PER_APPEARANCE = 120;
/** More games than any season holds, across every competition. */
export const CAREER_MAX_APPEARANCES = 80;
export const CAREER_MAX_GOALS = 150;

export const CAREER_MESSAGES = messageIds('CAREER_MESSAGES', [
  'clubRequired',
  'monthFormat',
  'seasonFormat',
  'toBeforeFrom',
  'startsAboveAppearances',
  'cleanSheetsAboveAppearances',
  'minutesAboveBound',
  'numberOutOfRange',
  'seasonOutsideEntry',
  'seasonTwice',
  'tooManyEntries',
  'tooManySeasons',
  'seasonNotFound',
  'onlyOwner',
  'saved',
  'verified',
  // Names both entries: its values travel with it (`messageText`, decision 075).
  'overlap',
]);

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const SEASON = /^(\d{4})(?:-(\d{2}))?$/;

/** `'YYYY-MM'` → months since year 0, for comparisons; null when it is not a month. */
export function monthIndex(month: string): number | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/**
 * The months a season label covers: a split season `2024-25` from July to June, a calendar season
 * `2025` from January to December. Null when the label is neither (or `2024-26`).
 */
export function seasonSpan(season: string): { from: number; to: number } | null {
  const match = SEASON.exec(season);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2] === undefined) return { from: year * 12, to: year * 12 + 11 };
  if (Number(match[2]) !== (year + 1) % 100) return null;
  return { from: year * 12 + 6, to: (year + 1) * 12 + 5 };
}

/**
 * The index of the first entry that overlaps an earlier one of the same kind, or -1. A loan runs
 * beside the contract of the parent club, and a youth team beside a first senior call-up; two
 * senior clubs (or two loans, or two academies) at once cannot. A transfer month is shared by the
 * club left and the club joined, so ranges that only touch at one month do not overlap.
 */
export function overlappingEntry(entries: readonly { kind: TCareerKind; from: string; to?: string | null }[]): number {
  return overlappingPair(entries)?.[1] ?? -1;
}

/** The indexes of the first two entries of the same kind that overlap (earlier, later), or null. */
export function overlappingPair(
  entries: readonly { kind: TCareerKind; from: string; to?: string | null }[],
): [number, number] | null {
  const ranges = entries.map((entry) => ({
    kind: entry.kind,
    from: monthIndex(entry.from) ?? 0,
    to: entry.to ? (monthIndex(entry.to) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
  }));
  for (let i = 1; i < ranges.length; i += 1) {
    const later = ranges[i];
    if (!later) continue;
    for (let j = 0; j < i; j += 1) {
      const earlier = ranges[j];
      if (!earlier || earlier.kind !== later.kind) continue;
      if (later.from < earlier.to && earlier.from < later.to) return [j, i];
    }
  }
  return null;
}

/**
 * CAREER_MESSAGES.overlap naming both entries, their clubs and months (an open end is "…"), as one
 * string: a schema's issue message is where it travels (`messageText`, decision 075).
 */
export function careerOverlapMessage(
  entry: { club: string; from: string; to?: string | null },
  other: { club: string; from: string; to?: string | null },
): string {
  return messageText(CAREER_MESSAGES.overlap, {
    club: entry.club,
    from: entry.from,
    to: entry.to || '…',
    otherClub: other.club,
    otherFrom: other.from,
    otherTo: other.to || '…',
  });
}

/** What the 'Complete your record' card lists as missing, in the order a player fills them. */
export const CAREER_GAPS = ['noEntries', 'noSeasons', 'missingCountry', 'noConfirmedSeason'] as const;
export type TCareerGap = (typeof CAREER_GAPS)[number];

export function careerGaps(career: Pick<TCareer, 'entries'>): TCareerGap[] {
  if (career.entries.length === 0) return ['noEntries', 'noSeasons', 'noConfirmedSeason'];
  const seasons = career.entries.flatMap((entry) => entry.seasons);
  const gaps: TCareerGap[] = [];
  if (seasons.length === 0) gaps.push('noSeasons');
  if (career.entries.some((entry) => entry.country === null)) gaps.push('missingCountry');
  if (!seasons.some((line) => line.source !== 'Self-reported')) gaps.push('noConfirmedSeason');
  return gaps;
}

/** The record in a few numbers, for the player's dashboard: where they are, how much they played, how much is vouched for. */
export type TCareerSummary = {
  clubs: number;
  seasons: number;
  appearances: number;
  goals: number;
  assists: number;
  /** Season lines a coach confirmed or an admin verified. */
  backed: number;
  /** The club of the entry still running (no end), else of the latest one; null for an empty record. */
  currentClub: string | null;
};

export function careerSummary(career: Pick<TCareer, 'entries'>): TCareerSummary {
  const seasons = career.entries.flatMap((entry) => entry.seasons);
  const sum = (pick: (line: TCareerSeason) => number) => seasons.reduce((total, line) => total + pick(line), 0);
  const latest = [...career.entries].sort((a, b) => {
    if ((a.to === null) !== (b.to === null)) return a.to === null ? -1 : 1;
    return b.from.localeCompare(a.from);
  })[0];
  return {
    clubs: new Set(career.entries.map((entry) => entry.club.trim().toLowerCase())).size,
    seasons: seasons.length,
    appearances: sum((line) => line.appearances),
    goals: sum((line) => line.goals),
    assists: sum((line) => line.assists),
    backed: seasons.filter((line) => line.source !== 'Self-reported').length,
    currentClub: latest?.club ?? null,
  };
}

/** How a coach answered a confirmation request; a correction waits for the player's answer. */
export const CONFIRMATION_ANSWERS = ['confirmed', 'declined', 'corrected'] as const;
export type TConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];
export const CORRECTION_DECISIONS = ['accepted', 'rejected'] as const;

/** A coach's link works this long: time to read the mail and look the numbers up. */
export const CONFIRMATION_LINK_DAYS = 30;

export const CONFIRMATION_MESSAGES = messageIds('CONFIRMATION_MESSAGES', [
  'requestSent',
  'entryNotFound',
  'entryHasNoSeasons',
  'coachEmailIsPlayers',
  'askTooSoon',
  'linkNotFound',
  'linkUsed',
  'linkExpired',
  'confirmed',
  'declined',
  'corrected',
  'correctionNotFound',
  'correctionAccepted',
  'correctionRejected',
  'coachNameRequired',
  'coachRoleRequired',
]);

export const CONFIRMATION_LINK_STATES = ['valid', 'used', 'expired'] as const;
