import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters made once', () => {
  it('hands out the same formatter for the same language and options', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(numberFormat('fr', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('es', { dateStyle: 'medium' })).toBe(dateTimeFormat('es', { dateStyle: 'medium' }));
  });

  it('keeps languages, options and kinds apart', () => {
    expect(numberFormat('fr')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(numberFormat('fr', { minimumFractionDigits: 1 }).format(3.5)).toBe('3,5');
    expect(numberFormat('en', { style: 'percent' }).format(0.25)).toBe('25%');
    const day = new Date('2026-06-01T12:00:00Z');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('Jun 1, 2026');
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('1 juin 2026');
  });
});
