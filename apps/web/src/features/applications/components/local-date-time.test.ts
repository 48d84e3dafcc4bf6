import { ZTrialInvitationRequest } from '@scouting/contract';
import { describe, expect, it } from 'vitest';
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
