import { CLUB_TYPES } from '@scouting/contract/constants';
import { MESSAGES, TERMS_OF_SERVICE } from '@scouting/contract/messages';
import { REGISTRATION_ROLES } from '@scouting/contract/roles';
import { englishOf } from '@scouting/contract/sentences';
import { describe, expect, it } from 'vitest';
import en from '../catalogs/account/en.json';

const english: Record<string, string> = en;

describe('the account catalog (the wizard, /dashboard)', () => {
  it('keeps the terms word for word as the contract has them', () => {
    TERMS_OF_SERVICE.forEach((statement, index) => {
      expect(english[`account.terms.${index}`], `term ${index}`).toBe(statement);
    });
    expect(english[`account.terms.${TERMS_OF_SERVICE.length}`]).toBeUndefined();
  });

  it('names every role and club type a person can pick, in English as the values sent', () => {
    // A parent picks the role by its fuller name; the value sent stays 'Parent' (decision 060).
    for (const role of REGISTRATION_ROLES) {
      expect(english[`account.role.${role}`]).toBe(role === 'Parent' ? 'Parent or guardian' : role);
    }
    for (const type of CLUB_TYPES) expect(english[`account.clubType.${type}`]).toBe(type);
  });

  it('welcomes with the product name as before', () => {
    expect(english['account.dashboard.welcome']?.replace('{productName}', englishOf(MESSAGES.productName))).toBe(
      'Welcome to Scouting Network',
    );
  });
});
