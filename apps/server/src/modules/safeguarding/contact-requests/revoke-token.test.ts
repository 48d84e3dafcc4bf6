import { describe, expect, it } from 'vitest';
import { revokeLinkExpiry } from './revoke-token.ts';

describe('revokeLinkExpiry', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('keeps the link valid until the child turns 18, by birth year and month', () => {
    expect(revokeLinkExpiry('2011-05-20', now).toISOString()).toBe('2029-05-01T00:00:00.000Z');
  });

  it('gives at least 90 days to a parent whose child is about to turn 18', () => {
    expect(revokeLinkExpiry('2008-12-03', now).toISOString()).toBe('2027-02-21T10:00:00.000Z');
  });
});
