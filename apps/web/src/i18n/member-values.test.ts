import { setupI18n } from '@lingui/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TLanguage } from '@scouting/contract/languages';
import { describe, expect, it } from 'vitest';
import firstAr from './catalogs/ar.json';
import guardiansAr from './catalogs/guardians/ar.json';
import { compileCatalog } from './compile-catalog.ts';

const say = (language: TLanguage, catalog: Record<string, string>, id: string, values?: Record<string, unknown>) =>
  setupI18n({ locale: language, messages: { [language]: compileCatalog(catalog) } })._(id, values);

describe('what members typed, inside a translated sentence (decision 069)', () => {
  it('keeps a Latin name with its punctuation isolated in the Arabic welcome', () => {
    expect(say('ar', firstAr, 'first.dashboard.welcome', { fullName: isolate('Ana Ruiz!') })).toBe(
      'مرحبًا، \u2068Ana Ruiz!\u2069',
    );
  });

  it('isolates the name and leaves the date beside it as the product wrote it', () => {
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-03-01'));
    const line = say('ar', guardiansAr, 'guardians.my.guardian', { name: isolate('Rosa Parent'), date });
    expect(line).toBe(`\u2068Rosa Parent\u2069، وليّ أمرك منذ ${date}`);
    expect(date).not.toMatch(/[\u2068\u2069]/);
  });
});
