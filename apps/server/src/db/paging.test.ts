import { PAGE_LIMIT_MAX, PAGING_MESSAGES } from '@scouting/contract/paging';
import { cursorOf, idCursor } from '@scouting/contract/schemas/paging';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { notify } from '../modules/notifications/notify.ts';
import { keyset } from './paging.ts';
import { notifications } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Two keys in opposite directions (unread first, then newest first), like the review queues.
const readCursor = cursorOf(() => [z.boolean(), z.number().int().positive()]);
const unreadFirst = keyset(readCursor, [
  { column: notifications.isRead, order: 'asc' },
  { column: notifications.id, order: 'desc' },
]);

async function page(memberId: number, limit: number, cursor: string | null) {
  const rows = await t.db
    .select({ id: notifications.id, isRead: notifications.isRead })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        unreadFirst.after(cursor ? readCursor.schema.parse(cursor) : undefined),
      ),
    )
    .orderBy(...unreadFirst.orderBy)
    .limit(unreadFirst.fetch(limit));
  return unreadFirst.page(rows, limit, (row) => [row.isRead, row.id]);
}

async function notifyMany(memberId: number, count: number) {
  for (let i = 0; i < count; i++) await notify(t.db, memberId, 'welcome', `n${i}`, null);
}

describe('keyset paging helper', () => {
  it('walks two keys in opposite directions page by page, each row once, in the full order', async () => {
    const player = await createMember(t.app, 'Player');
    await notifyMany(player.id, 7);
    const all = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.memberId, player.id));
    // Every other one read: the boundary between the two groups falls inside a page.
    for (const [index, row] of all.entries()) {
      if (index % 2 === 0) await t.db.update(notifications).set({ isRead: true }).where(eq(notifications.id, row.id));
    }
    const expected = (await page(player.id, 100, null)).rows;
    expect(expected.map((row) => row.isRead)).toEqual([false, false, false, true, true, true, true]);

    for (const size of [1, 2, 3, 7]) {
      const seen: { id: number; isRead: boolean }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: Awaited<ReturnType<typeof page>> = await page(player.id, size, cursor);
        expect(next.rows.length).toBeLessThanOrEqual(size);
        seen.push(...next.rows);
        cursor = next.nextCursor;
        pages++;
      } while (cursor);
      expect(seen).toEqual(expected);
      // The last page is known to be last: no empty page after an exact fit.
      expect(pages).toBe(Math.ceil(expected.length / size));
    }
  });

  it('answers nextCursor only when another row follows', async () => {
    const player = await createMember(t.app, 'Player');
    expect(await page(player.id, 5, null)).toEqual({ rows: [], nextCursor: null });
    await notifyMany(player.id, 2);
    expect((await page(player.id, 2, null)).nextCursor).toBeNull();
    expect((await page(player.id, 1, null)).nextCursor).not.toBeNull();
  });
});

describe('paging over HTTP (GET /api/notifications/{userId})', () => {
  const names = (body: { notifications: { message: string }[] }) => body.notifications.map((n) => n.message);

  it('stays stable when rows are added between two pages: nothing repeats, nothing is skipped', async () => {
    const player = await createMember(t.app, 'Player');
    for (let i = 1; i <= 5; i++) await notify(t.db, player.id, 'welcome', `Old ${i}`, null);
    const first = (await player.client.get(`/api/notifications/${player.id}?limit=2`)).json();
    expect(names(first)).toEqual(['Old 5', 'Old 4']);
    // New rows arrive at the top while the member reads: an offset would now repeat Old 4 and Old 3.
    for (let i = 1; i <= 3; i++) await notify(t.db, player.id, 'welcome', `New ${i}`, null);
    const second = (
      await player.client.get(`/api/notifications/${player.id}?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(names(second)).toEqual(['Old 3', 'Old 2']);
    const third = (
      await player.client.get(`/api/notifications/${player.id}?limit=2&cursor=${second.nextCursor}`)
    ).json();
    expect(names(third)).toEqual(['Old 1']);
    expect(third.nextCursor).toBeNull();
  });

  it(`takes limit from 1 to ${PAGE_LIMIT_MAX}`, async () => {
    const player = await createMember(t.app, 'Player');
    await notifyMany(player.id, 3);
    expect((await player.client.get(`/api/notifications/${player.id}?limit=${PAGE_LIMIT_MAX}`)).statusCode).toBe(200);
    for (const limit of [PAGE_LIMIT_MAX + 1, 0, -1, 1.5, 'ten']) {
      const response = await player.client.get(`/api/notifications/${player.id}?limit=${limit}`);
      expect(response.statusCode, `limit=${limit}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a bad cursor with 400 and the paging message', async () => {
    const player = await createMember(t.app, 'Player');
    const forged = [
      'not a cursor!',
      'abc',
      Buffer.from('{"id":1}').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["1"]').toString('base64url'),
      Buffer.from('[-4]').toString('base64url'),
      readCursor.encode([true, 3]),
      'A'.repeat(500),
    ];
    for (const cursor of forged) {
      const response = await player.client.get(`/api/notifications/${player.id}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { cursor: englishOf(PAGING_MESSAGES.badCursor) },
      });
    }
    const valid = await player.client.get(`/api/notifications/${player.id}?cursor=${idCursor.encode([1])}`);
    expect(valid.statusCode).toBe(200);
  });

  it('refuses the retired paging parameters instead of silently showing the first page', async () => {
    const player = await createMember(t.app, 'Player');
    for (const query of ['before=3', 'offset=20']) {
      const response = await player.client.get(`/api/notifications/${player.id}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(englishOf(PAGING_MESSAGES.retiredParameter));
    }
  });
});
