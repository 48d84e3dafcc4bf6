import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, MAX_APPLICATION_VIDEOS } from './application-status.ts';
import { opportunityNumber, truncate } from './applications.ts';
import { MESSAGES } from './messages.ts';
import { ZApplyFields, ZStarRequest } from './schemas/applications.ts';

describe('application rules', () => {
  it('requires an introduction that is not blank', () => {
    const result = ZApplyFields.safeParse({ playerId: '3', opportunityId: '4', introduction: '  ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.enterIntroduction]);
  });

  it('reads multipart strings: ids as numbers, an empty profile link as none', () => {
    expect(ZApplyFields.parse({ playerId: '3', opportunityId: '4', introduction: ' Hi ', profileLink: '' })).toEqual({
      playerId: 3,
      opportunityId: 4,
      introduction: 'Hi',
      profileLink: null,
      videoIds: [],
    });
  });

  it('reads the chosen clips from one comma-separated field, each once, at most a few', () => {
    const fields = { playerId: '3', opportunityId: '4', introduction: 'Hi' };
    expect(ZApplyFields.parse({ ...fields, videoIds: '9,7,9' }).videoIds).toEqual([9, 7]);
    const many = Array.from({ length: MAX_APPLICATION_VIDEOS + 1 }, (_, index) => index + 1).join(',');
    expect(ZApplyFields.safeParse({ ...fields, videoIds: many }).error?.issues[0]?.message).toBe(
      APPLICATION_MESSAGES.tooManyVideos,
    );
    expect(ZApplyFields.safeParse({ ...fields, videoIds: '7;8' }).success).toBe(false);
  });

  it('refuses a missing player id and a profile link that is not a web address', () => {
    const noPlayer = ZApplyFields.safeParse({ opportunityId: '4', introduction: 'Hi' });
    expect(noPlayer.error?.issues[0]?.message).toBe(MESSAGES.applyPlayerIdMissing);
    const badLink = ZApplyFields.safeParse({ playerId: 1, opportunityId: 4, introduction: 'Hi', profileLink: 'me' });
    expect(badLink.error?.issues[0]?.message).toBe(MESSAGES.enterValidLink);
  });

  it('needs both ids to star', () => {
    expect(ZStarRequest.safeParse({ agentId: 1 }).success).toBe(false);
    expect(ZStarRequest.parse({ agentId: 1, applicationId: 2 })).toEqual({ agentId: 1, applicationId: 2 });
  });

  it('truncates table text to the given length and numbers opportunities from 100000', () => {
    expect(truncate('a'.repeat(60), 50)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate('short', 50)).toBe('short');
    expect(opportunityNumber(7)).toBe(100007);
  });
});
