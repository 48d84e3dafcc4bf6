import { ACCOUNT_DATA_MESSAGES, DELETED_MEMBER_NAME } from '@scouting/contract/account-data';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  dobYearsAgo,
  latestMail,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { auditLog, guardianTokens, members, notifications } from '../../db/schema/index.ts';

const t = useTestApp();
const parent = () => new TestClient(t.app, '10.0.0.7');

/** A minor who gave a parent e-mail, and the token of the consent link mailed to that parent. */
async function minorWithParentLink(fullName: string) {
  const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(14), fullName });
  const parentEmail = uniqueEmail('parent');
  expect((await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail })).statusCode).toBe(200);
  const token = new URL((await latestMail(t.app, parentEmail)).link).searchParams.get('token') ?? '';
  return { minor, parentEmail, token };
}

describe('POST /api/parental-consent/delete-child', () => {
  it('lets the parent who consented delete the child’s account from the link they answered with', async () => {
    const { minor, token } = await minorWithParentLink('Kid Deleted');
    expect((await parent().get(`/api/parental-consent?token=${token}`)).json()).toMatchObject({
      canDeleteChild: false,
    });
    expect((await parent().post('/api/parental-consent/confirm', { token })).statusCode).toBe(200);
    expect((await parent().get(`/api/parental-consent?token=${token}`)).json()).toMatchObject({
      link: 'used',
      consent: 'confirmed',
      canDeleteChild: true,
    });

    const deleted = await parent().post('/api/parental-consent/delete-child', { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: englishOf(ACCOUNT_DATA_MESSAGES.childAccountDeleted) });

    const [row] = await t.db.select().from(members).where(eq(members.id, minor.id));
    expect(row).toMatchObject({ fullName: DELETED_MEMBER_NAME, authUserId: null });
    expect((await minor.client.get('/api/me')).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: minor.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect(await t.db.select().from(guardianTokens).where(eq(guardianTokens.playerId, minor.id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.deleted_by_parent'), eq(auditLog.subjectMemberId, minor.id)));
    expect(entry).toMatchObject({ actorId: null, subjectName: DELETED_MEMBER_NAME });
    expect(
      JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.subjectMemberId, minor.id))),
    ).not.toContain('Kid Deleted');

    // The link died with the account: used again, it is unknown.
    const again = await parent().post('/api/parental-consent/delete-child', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(englishOf(MESSAGES.consentLinkInvalid));
  });

  it('lets a parent who refused have the account closed, and the admins’ notice loses the name', async () => {
    const admin = await createAdmin(t.app);
    const { minor, token } = await minorWithParentLink('Kid Refused');
    expect((await parent().post('/api/parental-consent/refuse', { token })).statusCode).toBe(200);
    const before = await t.db.select().from(notifications).where(eq(notifications.memberId, admin.id));
    expect(before.map((n) => n.message).join()).toContain(`Kid Refused (${minor.payload.username})`);

    expect((await parent().post('/api/parental-consent/delete-child', { token })).statusCode).toBe(200);
    const after = await t.db.select().from(notifications).where(eq(notifications.memberId, admin.id));
    const text = after.map((n) => n.message).join();
    expect(text).toContain(`refused consent for ${DELETED_MEMBER_NAME}, who is under 18`);
    expect(text).not.toContain('Kid Refused');
    expect(text).not.toContain(String(minor.payload.username));
  });

  it('refuses a link the parent has not answered with (403), and one we never sent (404)', async () => {
    const { minor, token } = await minorWithParentLink('Kid Waiting');
    const refused = await parent().post('/api/parental-consent/delete-child', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(ACCOUNT_DATA_MESSAGES.parentDeleteNotAllowed));
    expect((await minor.client.get('/api/me')).statusCode).toBe(200);
    const unknown = await parent().post('/api/parental-consent/delete-child', { token: 'b'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect((await parent().post('/api/parental-consent/delete-child', {})).statusCode).toBe(400);
  });

  it('refuses the old parent’s link once an admin gave the child another parent address', async () => {
    const { minor, token } = await minorWithParentLink('Kid Moved');
    expect((await parent().post('/api/parental-consent/confirm', { token })).statusCode).toBe(200);
    const admin = await createAdmin(t.app);
    // Past the one-a-minute cooldown on consent mails (decision 023).
    const past = new Date(Date.now() - 2 * 60 * 1000);
    await t.db.update(guardianTokens).set({ createdAt: past }).where(eq(guardianTokens.playerId, minor.id));
    const changed = await admin.client.put(`/api/player-details/${minor.id}`, { parentEmail: uniqueEmail('other') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await parent().post('/api/parental-consent/delete-child', { token })).statusCode).toBe(403);
  });
});
