import { idCursor } from '@scouting/contract/schemas/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { recordAudit } from './record-audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Entry = { id: number; action: string; actorId: number | null; subjectMemberId: number | null };

describe('the audit log', () => {
  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await recordAudit(t.app.db, { actor: null, action: 'parental_consent.confirmed', reason: 'kept' });
    await expect(t.app.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.app.db.delete(auditLog)).rejects.toThrow();
    await expect(t.app.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const rows = await t.app.db.select().from(auditLog);
    expect(rows.some((row) => row.reason === 'kept')).toBe(true);
    expect(rows.some((row) => row.reason === 'rewritten')).toBe(false);
  });

  it('is for admins: 401 anonymous, 403 for members of every role, 400 for a bad filter', async () => {
    const admin = await createAdmin(t.app);
    expect((await new TestClient(t.app).get('/api/admin/audit-log')).statusCode).toBe(401);
    for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
      const member = await createMember(t.app, role);
      expect((await member.client.get('/api/admin/audit-log')).statusCode).toBe(403);
    }
    expect((await admin.client.get('/api/admin/audit-log?memberId=abc')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/audit-log?limit=1000')).statusCode).toBe(400);
  });

  it('records the Transfermarkt permission switch, filters by subject or actor, newest first, a page at a time', async () => {
    const admin = await createAdmin(t.app);
    const otherAdmin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player', { fullName: 'Switched Player' });
    expect(
      (await admin.client.put(`/api/player/${player.id}/can-edit-transfermarkt`, { canEdit: true })).statusCode,
    ).toBe(200);
    expect(
      (await otherAdmin.client.put(`/api/player/${player.id}/can-edit-transfermarkt`, { canEdit: false })).statusCode,
    ).toBe(200);

    const bySubject = (await admin.client.get(`/api/admin/audit-log?memberId=${player.id}`)).json();
    expect(bySubject.entries.map((e: Entry) => [e.action, e.actorId])).toEqual([
      ['transfermarkt.permission_changed', otherAdmin.id],
      ['transfermarkt.permission_changed', admin.id],
    ]);
    expect(bySubject.entries[0]).toMatchObject({ subjectName: 'Switched Player' });
    const byActor = (await admin.client.get(`/api/admin/audit-log?memberId=${admin.id}`)).json();
    expect(byActor.entries.map((e: Entry) => e.subjectMemberId)).toEqual([player.id]);

    const first = (await admin.client.get('/api/admin/audit-log?limit=1')).json();
    expect(first.entries).toHaveLength(1);
    expect(first.nextCursor).toBe(idCursor.encode([first.entries[0].id]));
    const next = (await admin.client.get(`/api/admin/audit-log?limit=1&cursor=${first.nextCursor}`)).json();
    expect(next.entries[0].id).toBeLessThan(first.entries[0].id);
  });
});
