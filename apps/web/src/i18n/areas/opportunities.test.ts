import { setupI18n } from '@lingui/core';
import { GENERAL_POSITIONS, OPPORTUNITY_SOURCE_TABS } from '@scouting/contract/constants';
import type { TLanguage } from '@scouting/contract/languages';
import { OPPORTUNITY_SOURCES, OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from '@scouting/contract/opportunities';
import { applicantCountLabel } from '@scouting/contract/opportunity-details';
import { describe, expect, it } from 'vitest';
import ar from '../catalogs/opportunities/ar.json';
import en from '../catalogs/opportunities/en.json';
import fr from '../catalogs/opportunities/fr.json';
import { compileCatalog } from '../compile-catalog.ts';
import { GENERAL_POSITION_IDS, OPPORTUNITY_TYPE_IDS } from './opportunities.ts';

const say = (language: TLanguage, catalog: Record<string, string>, count: number) =>
  setupI18n({ locale: language, messages: { [language]: compileCatalog(catalog) } })._(
    'opportunities.posts.applicants',
    { count },
  );

describe('the opportunities catalog', () => {
  it('counts a post’s applicants in English as the contract’s applicantCountLabel does', () => {
    for (const count of [0, 1, 2, 12, 101]) expect(say('en', en, count)).toBe(applicantCountLabel(count));
  });

  it('counts them by each language’s plural rules', () => {
    expect(say('fr', fr, 0)).not.toContain('0');
    expect(say('fr', fr, 1)).toContain('1');
    expect(say('ar', ar, 2)).not.toBe(say('ar', ar, 3));
  });

  it('names the stored values in English exactly as they are stored', () => {
    const english: Record<string, string> = en;
    for (const type of OPPORTUNITY_TYPES) expect(english[OPPORTUNITY_TYPE_IDS[type]]).toBe(type);
    for (const position of GENERAL_POSITIONS) expect(english[GENERAL_POSITION_IDS[position]]).toBe(position);
    for (const source of OPPORTUNITY_SOURCES) expect(english[`opportunities.source.${source}`]).toBe(source);
    for (const status of OPPORTUNITY_STATUSES) expect(english[`opportunities.status.${status}`]).toBe(status);
    for (const tab of OPPORTUNITY_SOURCE_TABS) expect(english[`opportunities.player.tab.${tab}`]).toBe(tab);
  });
});
