import { setupI18n } from '@lingui/core';
import { REPRESENTATION_OFFER_STATUSES, REPRESENTATION_SERVICE_LABELS } from '@scouting/contract/representation';
import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_PAGES } from '../../components/admin-pages.ts';
import en from '../catalogs/representation/en.json';
import { compileCatalog } from '../compile-catalog.ts';
import { formatFeePercent, OFFER_STATUS_LABEL } from './representation.ts';

const english = setupI18n({ locale: 'en', messages: { en: compileCatalog(en) } });

describe('the representation pages’ English', () => {
  it('says a fee and who represents a player in docs/product.md’s words', () => {
    for (const percent of [0, 1, 2.5, 3, 4.75, 5]) {
      expect(english._('representation.fee', { fee: formatFeePercent('en', percent) })).toBe(
        `${percent}% of the player's remuneration`,
      );
    }
    for (const name of ['Ana Silva', 'Jean-Luc O’Neil']) {
      expect(english._('representation.representedBy', { name })).toBe(`Represented by ${name}`);
    }
  });

  it('names the services, the statuses and the admins’ pages as the contract does', () => {
    for (const [service, label] of Object.entries(REPRESENTATION_SERVICE_LABELS)) {
      expect(en[`representation.service.${service}` as keyof typeof en]).toBe(label);
    }
    for (const status of REPRESENTATION_OFFER_STATUSES) expect(en[OFFER_STATUS_LABEL[status]]).toBe(status);
    expect(en['representation.admin.signingRequestsTitle']).toBe(ADMIN_LIST_PAGES.agentSigningRequests.title);
    expect(en['representation.admin.signedPlayersTitle']).toBe(ADMIN_LIST_PAGES.signedPlayersByAgents.title);
  });

  it('counts months as the pages did', () => {
    expect(english._('representation.months', { count: 1 })).toBe('1 month');
    expect(english._('representation.months', { count: 12 })).toBe('12 months');
    expect(english._('representation.guardian.confirmTitle', { months: 1 })).toBe(
      'Confirm the agreement? It starts today and lasts one month.',
    );
    expect(english._('representation.offer.acceptBodyExclusive', { months: 24 })).toBe(
      'Your agreement starts today and lasts 24 months: no other agent represents you while it lasts.',
    );
  });
});
