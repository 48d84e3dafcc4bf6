import { describe, expect, it } from 'vitest';
import { ageFromBirthYearMonth } from './age.ts';
import { AGE_RANGES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { ageRangesFor } from './opportunities.ts';
import { ZRateVideoRequest, ZSyncYoutubeRequest, ZVideoPoolQuery } from './schemas/videos.ts';
import { englishOf } from './sentences.ts';
import { dobBoundsForAgeRange, flooredRating, parseChannelLink } from './videos.ts';

const ID = 'UCabcdefghijklmnopqrstuv';

describe('channel link rule', () => {
  it('accepts links with /channel/{id} or /@{handle}, and a bare id or @handle', () => {
    expect(parseChannelLink(`https://www.youtube.com/channel/${ID}`)).toEqual({ kind: 'id', id: ID });
    expect(parseChannelLink(`youtube.com/channel/${ID}/videos?view=0`)).toEqual({ kind: 'id', id: ID });
    expect(parseChannelLink('https://www.youtube.com/@Kicks.FC-2')).toEqual({ kind: 'handle', handle: 'Kicks.FC-2' });
    expect(parseChannelLink(' https://m.youtube.com/@striker_9/featured ')).toEqual({
      kind: 'handle',
      handle: 'striker_9',
    });
    expect(parseChannelLink(ID)).toEqual({ kind: 'id', id: ID });
    expect(parseChannelLink('@striker_9')).toEqual({ kind: 'handle', handle: 'striker_9' });
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'https://www.youtube.com/user/oldname',
      'https://www.youtube.com/c/custom',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/channel/short',
      'https://www.youtube.com/@x',
      'striker_9',
      'UCtooshort',
    ]) {
      expect(parseChannelLink(bad), bad).toBeNull();
    }
  });

  it('gives the product message for an invalid link, and an empty value means the stored channel', () => {
    const result = ZSyncYoutubeRequest.safeParse({ channelIdOrUsername: 'https://youtube.com/user/x' });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidChannelUrl);
    expect(englishOf(MESSAGES.invalidChannelUrl)).toBe(
      'Invalid YouTube channel URL. Make sure it includes /@handle or /channel/UC...',
    );
    expect(ZSyncYoutubeRequest.parse({})).toEqual({});
    expect(ZSyncYoutubeRequest.parse({ channelIdOrUsername: '  ' })).toEqual({});
  });
});

describe('ratings and the pool filters', () => {
  it('allows 1 to 5 stars only', () => {
    expect(ZRateVideoRequest.safeParse({ videoId: 1, rating: 5 }).success).toBe(true);
    for (const rating of [0, 6, 2.5]) expect(ZRateVideoRequest.safeParse({ videoId: 1, rating }).success).toBe(false);
  });

  it('floors the average for the list', () => {
    expect([0, 1, 3.99, 4, 4.5, 5].map(flooredRating)).toEqual([0, 1, 3, 4, 4, 5]);
  });

  it('reads the filter values and treats empty filters as none', () => {
    expect(ZVideoPoolQuery.parse({ ageRange: '', minRating: '3', status: 'Free Agent' })).toEqual({
      minRating: 3,
      status: 'Free Agent',
      limit: 24,
    });
    expect(ZVideoPoolQuery.safeParse({ ageRange: '18-19' }).success).toBe(false);
    expect(ZVideoPoolQuery.safeParse({ minRating: '6' }).success).toBe(false);
    expect(ZVideoPoolQuery.safeParse({ generalPosition: 'Wingers' }).success).toBe(false);
  });

  it('turns an age range into date-of-birth bounds that agree with the age rule', () => {
    const today = new Date(Date.UTC(2026, 4, 17));
    for (const range of AGE_RANGES) {
      const { from, before } = dobBoundsForAgeRange(range, today);
      // Every first, middle and last day of each month across 70 years.
      for (let months = 0; months < 70 * 12; months++) {
        for (const day of [1, 15, 28]) {
          const dob = new Date(Date.UTC(2026, 4 - months, day)).toISOString().slice(0, 10);
          const inBounds = dob < before && (from === null || dob >= from);
          const age = ageFromBirthYearMonth(dob, today);
          const inRange = ageRangesFor(age).includes(range);
          expect(inBounds, `${range} ${dob} age ${age}`).toBe(inRange);
        }
      }
    }
  });
});
