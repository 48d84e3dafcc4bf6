import { setupI18n } from '@lingui/core';
import { APPLICATION_STATUSES, DECLINE_TEMPLATES } from '@scouting/contract/application-status';
import type { TLanguage } from '@scouting/contract/languages';
import { OPPORTUNITY_STATUSES } from '@scouting/contract/opportunities';
import { MB, UPLOAD_RULES } from '@scouting/contract/uploads';
import { describe, expect, it } from 'vitest';
import ar from '../catalogs/applications/ar.json';
import en from '../catalogs/applications/en.json';
import es from '../catalogs/applications/es.json';
import fr from '../catalogs/applications/fr.json';
import ptBR from '../catalogs/applications/pt-BR.json';
import { compileCatalog } from '../compile-catalog.ts';
import { DECLINE_TEMPLATE_IDS, POST_STATUS_IDS, STATUS_IDS } from './applications.ts';

const CATALOGS: Record<TLanguage, Record<string, string>> = { en, es, 'pt-BR': ptBR, fr, ar };

function say(language: TLanguage, id: keyof typeof en, values?: Record<string, unknown>): string {
  const messages = compileCatalog(CATALOGS[language]);
  return setupI18n({ locale: language, messages: { [language]: messages } })._(id, values);
}

describe('the applications’ catalog', () => {
  it('names each status and each post status in English as the contract stores it', () => {
    for (const status of APPLICATION_STATUSES) expect(en[STATUS_IDS[status]]).toBe(status);
    for (const status of OPPORTUNITY_STATUSES) expect(en[POST_STATUS_IDS[status]]).toBe(status);
  });

  it('keeps docs/product.md’s sentence with a placeholder word for word in English', () => {
    for (const status of ['Viewed', 'Invited to trial'] as const) {
      expect(say('en', 'applications.mine.noneWithStatus', { status })).toBe(
        `None of your applications is ${status} right now.`,
      );
    }
  });

  it('keeps the decline templates word for word in English', () => {
    expect(DECLINE_TEMPLATE_IDS).toHaveLength(DECLINE_TEMPLATES.length);
    DECLINE_TEMPLATES.forEach((template, index) => {
      const ids = DECLINE_TEMPLATE_IDS[index];
      expect(ids && en[ids.label]).toBe(template.label);
      expect(ids && en[ids.text]).toBe(template.text);
    });
  });

  it('describes the CV field as the upload rules have it', () => {
    const mb = UPLOAD_RULES.cv.maxBytes / MB;
    expect(say('en', 'applications.apply.cvHint', { mb })).toBe(`${UPLOAD_RULES.cv.label}, at most ${mb} MB`);
  });

  it('counts a post’s applications by each language’s plural rules', () => {
    expect(say('en', 'applications.byPost.count', { count: 1 })).toBe('1 application');
    expect(say('en', 'applications.byPost.count', { count: 0 })).toBe('0 applications');
    expect(say('fr', 'applications.byPost.count', { count: 0 })).toBe('0 candidature');
    expect(say('ar', 'applications.byPost.count', { count: 2 })).toBe('طلبان');
    expect(say('ar', 'applications.byPost.count', { count: 11 })).toContain('طلبًا');
    expect(say('en', 'applications.byPost.postsWithout', { count: 1 })).toBe(
      '1 of your posts has no applications yet and is not shown.',
    );
    expect(say('en', 'applications.byPost.postsWithout', { count: 3 })).toBe(
      '3 of your posts have no applications yet and are not shown.',
    );
  });
});
