import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_LIMIT_MAX, PAGING_MESSAGES } from './paging.ts';
import { ZConversationList } from './schemas/messaging.ts';
import { cursorOf, idCursor, pageOf, pageQuery, ZPageQuery } from './schemas/paging.ts';
import { ZReportListQuery } from './schemas/reports.ts';
import { ZVideoPoolQuery } from './schemas/videos.ts';

const compound = cursorOf(() => [z.boolean(), z.number().int().positive()]);
// Encodes any JSON: what a client forging a cursor could send.
const anything = cursorOf(() => [z.unknown()]);
const withTime = cursorOf(() => [z.string(), z.number().int().positive()]);

describe('cursorOf', () => {
  it('round-trips its typed keys through an opaque, URL-safe string', () => {
    for (const keys of [[1], [42], [2_147_483_647]] as [number][]) {
      const encoded = idCursor.encode(keys);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(idCursor.schema.parse(encoded)).toEqual(keys);
    }
    expect(compound.schema.parse(compound.encode([true, 7]))).toEqual([true, 7]);
    const time = '2026-11-23 11:00:00.123456+00';
    expect(withTime.schema.parse(withTime.encode([time, 3]))).toEqual([time, 3]);
    // Every length of the last base64 group decodes.
    for (const text of ['a', 'ab', 'abc', 'abcd']) {
      const cursor = cursorOf(() => [z.string()]);
      expect(cursor.schema.parse(cursor.encode([text]))).toEqual([text]);
    }
  });

  it('refuses anything it did not make, with the paging message', () => {
    const bad = [
      '',
      'not a cursor',
      '%%%',
      'abc',
      anything.encode([{ id: 1 }]),
      cursorOf(() => [z.number(), z.number()]).encode([1, 2]),
      anything.encode([0]),
      anything.encode([1.5]),
      anything.encode(['1']),
      compound.encode([false, 1]),
      'A'.repeat(201),
    ];
    for (const value of bad) {
      const result = idCursor.schema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PAGING_MESSAGES.badCursor);
    }
    expect(compound.schema.safeParse(idCursor.encode([1])).success).toBe(false);
  });
});

describe('pageQuery', () => {
  it('defaults the limit, bounds it to 1..100 and parses the cursor', () => {
    expect(ZPageQuery.parse({})).toEqual({ limit: 50 });
    expect(pageQuery(idCursor, 20).parse({}).limit).toBe(20);
    expect(ZPageQuery.parse({ limit: String(PAGE_LIMIT_MAX), cursor: idCursor.encode([9]) })).toEqual({
      limit: 100,
      cursor: [9],
    });
    for (const limit of ['0', '101', '-1', '2.5', 'x']) expect(ZPageQuery.safeParse({ limit }).success).toBe(false);
  });

  it('refuses the retired offset and before parameters with a message that names the cursor', () => {
    for (const query of [{ offset: '0' }, { offset: '1000000' }, { before: '12' }]) {
      const result = ZPageQuery.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PAGING_MESSAGES.retiredParameter);
    }
  });

  it('is what the lists take, filters beside it (video pool, reports)', () => {
    expect(ZVideoPoolQuery.safeParse({ offset: '999999' }).success).toBe(false);
    expect(ZVideoPoolQuery.parse({ country: 'Spain' })).toMatchObject({ country: 'Spain', limit: 24 });
    expect(ZReportListQuery.safeParse({ cursor: idCursor.encode([3]) }).success).toBe(false);
  });
});

describe('pageOf', () => {
  it('keeps the API array under its name and adds nextCursor', () => {
    const ZPage = pageOf('things', z.object({ id: z.number() }));
    expect(ZPage.parse({ things: [{ id: 1 }], nextCursor: null })).toEqual({ things: [{ id: 1 }], nextCursor: null });
    expect(ZPage.safeParse({ things: [], nextCursor: 3 }).success).toBe(false);
    expect(ZPage.safeParse({ things: [] }).success).toBe(false);
    expect(Object.keys(ZConversationList.shape)).toEqual(['conversations', 'nextCursor']);
  });
});
