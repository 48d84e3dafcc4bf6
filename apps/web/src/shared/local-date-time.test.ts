import { ZTrialInvitationRequest } from '@scouting/contract/schemas/applications';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../i18n/areas/applications.ts';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

describe('the trial date field', () => {
  it('sends the browser time with its offset, which the contract accepts and which names the same instant', () => {
    const iso = fromLocalDateTime('2099-06-01T18:30');
    expect(iso).toMatch(/^2099-06-01T18:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date('2099-06-01T18:30').getTime());
    expect(ZTrialInvitationRequest.safeParse({ startsAt: iso, venue: 'Pitch 2' }).success).toBe(true);
  });

  it('sends nothing for an empty or broken value, so the form says to choose a date', () => {
    expect(fromLocalDateTime('')).toBe('');
    expect(fromLocalDateTime('not a date')).toBe('');
  });

  it('shows a saved trial again in the browser time (a rescheduled trial starts from it)', () => {
    expect(toLocalDateTime(fromLocalDateTime('2099-12-31T23:45'))).toBe('2099-12-31T23:45');
    expect(toLocalDateTime('nonsense')).toBe('');
  });
});

describe('dates in the language shown', () => {
  // Noon UTC in mid-month: the same day in every time zone the browser may have.
  const trial = '2099-06-15T12:00:00Z';
  const local = new Date(trial);
  const hhmm = `${local.getHours()}:${String(local.getMinutes()).padStart(2, '0')}`;

  it('names the month in English as before', () => {
    expect(formatInstant(trial, 'en-US', 'date')).toBe('Jun 15, 2099');
    expect(formatInstant(trial, 'en-US', 'dateTime')).toMatch(/^Jun 15, 2099/);
  });

  it('names it in French, with a 24-hour time, and in Spanish', () => {
    expect(formatInstant(trial, 'fr', 'date')).toBe('15 juin 2099');
    expect(formatInstant(trial, 'fr', 'dateTime')).toContain('15 juin 2099');
    expect(formatInstant(trial, 'fr', 'dateTime')).toContain(hhmm.padStart(5, '0'));
    expect(formatInstant(trial, 'es', 'date')).toContain('jun');
  });

  it('writes Arabic in its own month names', () => {
    expect(formatInstant(trial, 'ar', 'date')).toContain('يونيو');
  });
});
