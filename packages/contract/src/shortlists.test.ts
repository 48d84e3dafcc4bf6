import { describe, expect, it } from 'vitest';
import { ZAddToShortlistRequest, ZShortlistNameRequest, ZShortlistsHoldingQuery } from './schemas/shortlists.ts';
import { keepsShortlists, postShortlistName, SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from './shortlists.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shortlists', () => {
  it("name a post's list by its number and the start of its text, within a list name's length", () => {
    expect(postShortlistName(7, '  Left back\nfor our U19 ')).toBe('100007 · Left back for our U19');
    const long = postShortlistName(12, 'We are looking for a fast, two-footed winger for the first team next season');
    expect(long.length).toBe(SHORTLIST_LIMITS.nameMax);
    expect(long.startsWith('100012 · We are looking for')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });

  it('are kept by agents, scouts and clubs only', () => {
    expect(
      ['Agent', 'Scout', 'Club', 'Player', 'Admin', undefined].map((role) => keepsShortlists(role as never)),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('take a trimmed name of 1 to 60 characters', () => {
    expect(ZShortlistNameRequest.parse({ name: '  Strikers  ' })).toEqual({ name: 'Strikers' });
    expect(firstMessage(ZShortlistNameRequest.safeParse({ name: '   ' }))).toBe(SHORTLIST_MESSAGES.nameRequired);
    expect(firstMessage(ZShortlistNameRequest.safeParse({}))).toBe(SHORTLIST_MESSAGES.nameRequired);
    const long = 'x'.repeat(SHORTLIST_LIMITS.nameMax + 1);
    expect(firstMessage(ZShortlistNameRequest.safeParse({ name: long }))).toBe(SHORTLIST_MESSAGES.nameTooLong);
  });

  it('take an optional note of at most 1000 characters, empty meaning none', () => {
    expect(ZAddToShortlistRequest.parse({ playerId: 4, note: '  ' })).toEqual({ playerId: 4, note: null });
    expect(ZAddToShortlistRequest.parse({ playerId: 4 })).toEqual({ playerId: 4, note: null });
    const long = 'n'.repeat(SHORTLIST_LIMITS.noteMax + 1);
    expect(firstMessage(ZAddToShortlistRequest.safeParse({ playerId: 4, note: long }))).toBe(
      SHORTLIST_MESSAGES.noteTooLong,
    );
  });

  it(`ask the buttons' state for 1 to ${SHORTLIST_LIMITS.holdingMax} comma-separated player ids, each once`, () => {
    expect(ZShortlistsHoldingQuery.parse({ playerIds: '7,3,7,12' })).toEqual({ playerIds: [7, 3, 12] });
    const fifty = Array.from({ length: SHORTLIST_LIMITS.holdingMax }, (_, i) => i + 1);
    expect(ZShortlistsHoldingQuery.parse({ playerIds: fifty.join(',') }).playerIds).toHaveLength(50);
    for (const playerIds of [
      '',
      'abc',
      '1,,2',
      '1,2,',
      ' 1',
      '-1',
      '0',
      '1.5',
      '2147483648',
      '99999999999',
      [...fifty, 51].join(','),
      undefined,
    ]) {
      expect(firstMessage(ZShortlistsHoldingQuery.safeParse({ playerIds })), String(playerIds)).toBe(
        SHORTLIST_MESSAGES.playerIdsInvalid,
      );
    }
  });
});
