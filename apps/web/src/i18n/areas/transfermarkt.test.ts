import { setupI18n } from '@lingui/core';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { LEAGUE_TIERS, POSITIONS_PLAYED } from '@scouting/contract/transfermarkt';
import { describe, expect, it } from 'vitest';
import { REVIEW_PAGES } from '../../components/admin-pages.ts';
import en from '../catalogs/transfermarkt/en.json';
import { compileCatalog } from '../compile-catalog.ts';
import { LEAGUE_TIER_LABEL, POSITION_PLAYED_LABEL } from './transfermarkt.ts';

const english = setupI18n({ locale: 'en', messages: { en: compileCatalog(en) } });

describe('the Transfermarkt pages’ English', () => {
  it('names the league tiers and positions played as the contract’s values', () => {
    for (const tier of LEAGUE_TIERS) expect(en[LEAGUE_TIER_LABEL[tier]]).toBe(tier);
    for (const position of POSITIONS_PLAYED) expect(en[POSITION_PLAYED_LABEL[position]]).toBe(position);
    expect(en['transfermarkt.reviewTitle']).toBe(REVIEW_PAGES.transfermarktApplications.title);
  });

  it('keeps the sentences with a placeholder as the pages had them', () => {
    expect(english._('transfermarkt.whatNextText', { productName: englishOf(MESSAGES.productName) })).toBe(
      `We forward your application to Transfermarkt's data team, who decide on listing. An admin of ${englishOf(MESSAGES.productName)} checks it first and may reject it with a reason; you get a notification either way.`,
    );
    expect(english._('transfermarkt.uploading', { percent: 42 })).toBe('Uploading your application… 42%');
    expect(english._('transfermarkt.application.clubStats', { matches: 1, goals: 0, assists: 2, cleanSheets: 3 })).toBe(
      '1 matches, 0 goals, 2 assists, 3 clean sheets',
    );
  });
});
