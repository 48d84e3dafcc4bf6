import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { notifications } from '../../db/schema/index.ts';

const t = useTestApp();

describe('POST /api/admin/members/{id}/suspend', () => {
  it('suspends and signs the member out, on record with the reason; reinstate lets them back', async () => {
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player', { fullName: 'Sam Closed' });
    expect((await player.client.get('/api/me')).statusCode).toBe(200);

    const suspended = await admin.client.post(`/api/admin/members/${player.id}/suspend`, {
      reason: '  The parent refused consent. ',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().message).toBe(englishOf(ADMIN_MESSAGES.memberSuspendedNotice));
    expect((await player.client.get('/api/me')).statusCode).toBe(401);

    const [note] = await t.db.select().from(notifications).where(eq(notifications.memberId, player.id));
    expect(note).toMatchObject({
      type: 'member_suspended',
      message: 'An admin suspended your account. Reason: The parent refused consent.',
    });
    const audit = (await admin.client.get(`/api/admin/audit-log?memberId=${player.id}`)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'member.suspended',
      actorId: admin.id,
      subjectMemberId: player.id,
      subjectName: 'Sam Closed',
      targetType: 'member',
      targetId: player.id,
      reason: 'The parent refused consent.',
    });

    const again = await admin.client.post(`/api/admin/members/${player.id}/suspend`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(ADMIN_MESSAGES.memberAlreadySuspended));
    expect((await admin.client.post(`/api/admin/members/${player.id}/reinstate`, {})).statusCode).toBe(200);
  });

  it('refuses oneself and another admin (409), an unknown member (404), a missing reason (400)', async () => {
    const admin = await createAdmin(t.app);
    const other = await createAdmin(t.app);
    const self = await admin.client.post(`/api/admin/members/${admin.id}/suspend`, { reason: 'Me' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe(englishOf(ADMIN_MESSAGES.cannotSuspendYourself));
    const otherAdmin = await admin.client.post(`/api/admin/members/${other.id}/suspend`, { reason: 'You' });
    expect(otherAdmin.statusCode).toBe(409);
    expect(otherAdmin.json().error).toBe(englishOf(ADMIN_MESSAGES.cannotSuspendAdmin));
    expect((await other.client.get('/api/me')).statusCode).toBe(200);
    expect((await admin.client.post('/api/admin/members/999999/suspend', { reason: 'x' })).statusCode).toBe(404);
    const player = await createMember(t.app, 'Player');
    const tooLong = await admin.client.post(`/api/admin/members/${player.id}/suspend`, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toMatchObject({ reason: englishOf(ADMIN_MESSAGES.decisionReasonTooLong) });
    expect((await player.client.get('/api/me')).statusCode).toBe(200);
  });

  it('is for admins only: 401 anonymous, 403 for every other role', async () => {
    const player = await createMember(t.app, 'Player');
    const send = (client: TestClient) => client.post(`/api/admin/members/${player.id}/suspend`, { reason: 'No' });
    expect((await send(new TestClient(t.app))).statusCode).toBe(401);
    for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
      expect((await send((await createMember(t.app, role)).client)).statusCode).toBe(403);
    }
    expect((await player.client.get('/api/me')).statusCode).toBe(200);
  });
});
