import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, formatUtc } from './icalendar.ts';

describe('iCalendar writer (RFC 5545)', () => {
  it('writes UTC date-times in the basic form', () => {
    expect(formatUtc(new Date('2026-12-01T09:30:00.000Z'))).toBe('20261201T093000Z');
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('makes one VEVENT with its start, place, summary and description, in CRLF lines', () => {
    const file = calendarFile(
      {
        uid: 'trial-1@example.com',
        stamp: new Date('2026-11-26T08:00:00Z'),
        start: new Date('2026-12-01T09:30:00Z'),
        summary: 'Trial: Keeper wanted',
        location: 'Pitch 2, North Park',
        description: 'Bring boots.',
      },
      '-//Test//EN',
    );
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20261201T093000Z');
    expect(lines).toContain('LOCATION:Pitch 2\\, North Park');
    expect(lines).toContain('SUMMARY:Trial: Keeper wanted');
    expect(lines).toContain('DESCRIPTION:Bring boots.');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});
