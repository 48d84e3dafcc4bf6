import { setupI18n } from '@lingui/core';
import { APPLICATION_STATUSES } from '@scouting/contract/application-status';
import { PLAYER_STATUSES, PREFERRED_FEET } from '@scouting/contract/constants';
import { REPORT_REASONS } from '@scouting/contract/safeguarding';
import { fileTooLargeMessage, MB } from '@scouting/contract/uploads';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_PAGES,
  ADMIN_OVERSIGHT_PAGES,
  ADMIN_PLACEHOLDER_PAGES,
  AGENT_TAB_PAGES,
  OPERATIONS_PAGES,
  REVIEW_PAGES,
  SAFETY_PAGES,
} from '../../components/admin-pages.ts';
import en from '../catalogs/member/en.json';
import { compileCatalog } from '../compile-catalog.ts';

const english = (id: string) => (en as Record<string, string>)[id];

describe('the member shell’s catalog', () => {
  it('says a file is too large as the contract does', () => {
    const said = setupI18n({ locale: 'en', messages: { en: compileCatalog(en) } });
    for (const megabytes of [5, 10, 25]) {
      expect(said._('member.fileTooLarge', { megabytes })).toBe(fileTooLargeMessage(megabytes * MB));
    }
  });

  it('names every admin page as docs/product.md does, in English', () => {
    const pages = [
      ...Object.values(REVIEW_PAGES),
      ...Object.values(OPERATIONS_PAGES),
      ...Object.values(ADMIN_LIST_PAGES),
      ...Object.values(ADMIN_OVERSIGHT_PAGES),
      ...ADMIN_PLACEHOLDER_PAGES,
      ...AGENT_TAB_PAGES,
      ...SAFETY_PAGES,
    ];
    for (const page of pages) expect(english(page.titleId), page.path).toBe(page.title);
  });

  it('labels the contract’s values with the values themselves in English', () => {
    const labels = (prefix: string, keys: string[]) => keys.map((key) => english(`member.${prefix}.${key}`));
    expect(
      labels('applicationStatus', [
        'submitted',
        'viewed',
        'shortlisted',
        'invitedToTrial',
        'offered',
        'declined',
        'withdrawn',
        'contractOffered',
        'signed',
        'notSelected',
      ]),
    ).toEqual([...APPLICATION_STATUSES]);
    expect(labels('playerStatus', ['freeAgent', 'represented'])).toEqual([...PLAYER_STATUSES]);
    expect(labels('foot', ['left', 'right'])).toEqual([...PREFERRED_FEET]);
    expect(
      labels('report.reason', ['contactWithMinor', 'harassment', 'inappropriate', 'spam', 'fakeProfile', 'other']),
    ).toEqual([...REPORT_REASONS]);
  });

  it('keeps the English of the texts that were built in code', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: compileCatalog(en) } });
    expect(i18n._('member.filter.stars', { count: 1 })).toBe('1 star');
    expect(i18n._('member.filter.stars', { count: 4 })).toBe('4 stars');
    expect(i18n._('member.shortlist.buttonLabel', { playerName: 'Ana Silva' })).toBe('Shortlist: Ana Silva');
    expect(i18n._('member.shortlist.buttonLabelSaved', { playerName: 'Ana Silva' })).toBe('Shortlisted: Ana Silva');
    expect(i18n._('member.shortlist.dialogTitle', { playerName: 'Ana Silva' })).toBe('Shortlist Ana Silva');
    expect(i18n._('member.shortlist.savedTo', { name: 'Wingers' })).toBe('Saved to Wingers.');
    expect(i18n._('member.suspend.buttonLabel', { fullName: 'Ana Silva' })).toBe('Suspend account of Ana Silva');
    expect(i18n._('member.suspend.title', { fullName: 'Ana Silva' })).toBe('Suspend the account of Ana Silva');
  });
});
