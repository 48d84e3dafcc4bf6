import { describe, expect, it } from 'vitest';
import { ZVideoMomentRequest } from './schemas/video-moments.ts';
import { formatMomentTime, parseMomentTime } from './video-moments.ts';

describe('moment times', () => {
  it('reads mm:ss, h:mm:ss and plain seconds, and refuses what is not a time', () => {
    expect(parseMomentTime('1:15')).toBe(75);
    expect(parseMomentTime(' 01:15 ')).toBe(75);
    expect(parseMomentTime('1:02:03')).toBe(3723);
    expect(parseMomentTime('75')).toBe(75);
    expect(parseMomentTime('1:75')).toBeNull();
    expect(parseMomentTime('a:10')).toBeNull();
    expect(parseMomentTime('')).toBeNull();
    expect(parseMomentTime('1:2:3:4')).toBeNull();
  });
  it('writes seconds as the chapters show them', () => {
    expect(formatMomentTime(75)).toBe('1:15');
    expect(formatMomentTime(5)).toBe('0:05');
    expect(formatMomentTime(3723)).toBe('1:02:03');
  });
});

describe('ZVideoMomentRequest', () => {
  it('refuses an end before the start and a note too long, naming the field', () => {
    const early = ZVideoMomentRequest.safeParse({ atSeconds: 30, endSeconds: 30, tag: 'Goal' });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]?.path).toEqual(['endSeconds']);
    const long = ZVideoMomentRequest.safeParse({ atSeconds: 1, tag: 'Goal', note: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.path).toEqual(['note']);
    expect(ZVideoMomentRequest.safeParse({ atSeconds: 1, tag: 'Header' }).success).toBe(false);
    expect(ZVideoMomentRequest.parse({ atSeconds: 1, tag: 'Save', note: '  ' })).toEqual({ atSeconds: 1, tag: 'Save' });
  });
});
