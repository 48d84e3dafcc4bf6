import { setupI18n } from '@lingui/core';
import type { TLanguage } from '@scouting/contract/languages';
import { describe, expect, it } from 'vitest';
import ar from '../../../i18n/catalogs/videos/ar.json';
import en from '../../../i18n/catalogs/videos/en.json';
import fr from '../../../i18n/catalogs/videos/fr.json';
import { compileCatalog } from '../../../i18n/compile-catalog.ts';
import { ratingSummary } from './rating-summary.ts';

const CATALOGS: Partial<Record<TLanguage, Record<string, string>>> = { en, fr, ar };

function say(language: TLanguage, id: keyof typeof en, values: Record<string, unknown>): string {
  const catalog = CATALOGS[language] ?? {};
  return setupI18n({ locale: language, messages: { [language]: compileCatalog(catalog) } })._(id, values);
}

describe('the videos’ catalog', () => {
  it('words the rating summary in English as before the catalogs', () => {
    for (const [average, count] of [
      [3.5, 2],
      [2, 1],
      [4.25, 12],
    ] as const) {
      expect(say('en', 'videos.rating.summary', { average: average.toFixed(1), count })).toBe(
        ratingSummary(average, count),
      );
    }
    expect(en['videos.rating.none']).toBe(ratingSummary(0, 0));
  });

  it('counts the pool’s ratings and the filters by each language’s rules', () => {
    expect(say('en', 'videos.pool.stars', { stars: '5', count: 1 })).toBe('5 of 5 (1 rating)');
    expect(say('en', 'videos.pool.stars', { stars: '4', count: 3 })).toBe('4 of 5 (3 ratings)');
    expect(say('en', 'videos.filters.show', { active: 0 })).toBe('Filters');
    expect(say('en', 'videos.filters.show', { active: 2 })).toBe('Filters (2)');
    expect(say('en', 'videos.rate.symbol', { value: 1, title: 'Goal' })).toBe('1 star for Goal');
    expect(say('en', 'videos.rate.symbol', { value: 3, title: 'Goal' })).toBe('3 stars for Goal');
    expect(say('fr', 'videos.pool.stars', { stars: '4', count: 1 })).toBe('4 sur 5 (1 note)');
    expect(say('ar', 'videos.pool.stars', { stars: '4', count: 2 })).toBe('4 من 5 (تقييمان)');
    expect(say('ar', 'videos.filters.show', { active: 0 })).toBe('عوامل التصفية');
  });
});
