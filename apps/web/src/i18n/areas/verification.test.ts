import { setupI18n } from '@lingui/core';
import { MB, UPLOAD_RULES } from '@scouting/contract/uploads';
import { describe, expect, it } from 'vitest';
import en from '../catalogs/verification/en.json';
import { compileCatalog } from '../compile-catalog.ts';

const english = setupI18n({ locale: 'en', messages: { en: compileCatalog(en) } });

describe('the agent verification page’s English', () => {
  it('describes the documents and their size as the contract does', () => {
    const megabytes = UPLOAD_RULES.license.maxBytes / MB;
    expect(english._('verification.documentHint', { megabytes })).toBe(
      `${UPLOAD_RULES.license.label}, up to ${megabytes} MB`,
    );
  });
});
