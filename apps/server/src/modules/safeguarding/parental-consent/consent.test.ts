import { createHash } from 'node:crypto';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, dobYearsAgo, latestMail, uniqueEmail } from '../../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../../test/guards.ts';
import { TEST_ORIGIN, TestClient, useTestApp } from '../../../../test/test-app.ts';
import { auditLog, guardianTokens, notifications, outboxMails } from '../../../db/schema/index.ts';
import { WRITE_LIMITS } from '../../../platform/rate-limits/write-limits.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const parent = () => new TestClient(t.app, '10.0.0.9');

/** A minor who gave a parent e-mail, and the token of the link mailed to that parent. */
async function minorAskingParent(fullName = 'Sam Young') {
  const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), fullName });
  const parentEmail = uniqueEmail('parent');
  const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toEqual({ message: englishOf(MESSAGES.parentEmailSubmitted) });
  const mail = await latestMail(t.app, parentEmail);
  const token = new URL(mail.link).searchParams.get('token') ?? '';
  return { minor, parentEmail, mail, token };
}

async function consentOf(client: TestClient, playerId: number) {
  return (await client.get(`/api/player-details/${playerId}`)).json().parentConsent;
}

/** Pretends the newest link of a player was sent long ago (past the resend cooldown). */
async function ageLinks(playerId: number, expired = false) {
  const past = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  await t.db
    .update(guardianTokens)
    .set(expired ? { createdAt: past, expiresAt: past } : { createdAt: past })
    .where(eq(guardianTokens.playerId, playerId));
}

describe('asking the parent', () => {
  it('mails the parent who the child is, what is shown to whom, and a confirm and a refuse link', async () => {
    const { minor, mail, token } = await minorAskingParent('Sam Young');
    expect(mail.subject).toContain('Sam Young');
    expect(mail.text).toContain('Sam Young');
    expect(mail.text).toContain(`"${minor.payload.username}"`);
    expect(mail.text).toContain(englishOf(MESSAGES.productName));
    expect(mail.text).toContain(englishOf(MESSAGES.tagline));
    expect(mail.text).toContain(
      'visible only to the network’s admins and to agents whose licence an admin has verified',
    );
    expect(mail.text).toContain('revoke the approval');
    expect(mail.link).toBe(`${TEST_ORIGIN}/parental-consent?token=${token}`);
    expect(mail.text).toContain(`${TEST_ORIGIN}/parental-consent?token=${token}&answer=refuse`);
    expect(mail.text).not.toContain(minor.email);
    expect(mail.text).not.toContain(minor.payload.dob);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consentOf(minor.client, minor.id)).toBe('pending');
  });

  it('stores only the SHA-256 of the token', async () => {
    const { minor, token } = await minorAskingParent();
    const rows = await t.db.select().from(guardianTokens).where(eq(guardianTokens.playerId, minor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ purpose: 'consent', usedAt: null });
    const days = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('shows the consent state and parent e-mail to the owner and admins only', async () => {
    const { minor, parentEmail } = await minorAskingParent();
    // Another member does not even see a minor (docs/product.md#who-may-see-whom): nothing of the parent leaks in the 404.
    const other = await createMember(t.app, 'Scout');
    const seenByOther = await other.client.get(`/api/player-details/${minor.id}`);
    expect(seenByOther.statusCode).toBe(404);
    expect(seenByOther.body).not.toContain(parentEmail);
    expect((await admin.client.get(`/api/player-details/${minor.id}`)).json()).toMatchObject({
      parentConsent: 'pending',
      parentEmail,
    });
    const fresh = await createMember(t.app, 'Player', { dob: dobYearsAgo(14) });
    expect(await consentOf(fresh.client, fresh.id)).toBe('none');
  });
});

describe("the parent's link", () => {
  it("shows the child's name and state without an account, and nothing private", async () => {
    const { minor, token } = await minorAskingParent('Robin Park');
    const response = await parent().get(`/api/parental-consent?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      link: 'valid',
      consent: 'pending',
      childFirstName: 'Robin',
      childFullName: 'Robin Park',
      // Only the parent who answered may delete the account (docs/product.md#deleting-an-account, delete-child.test.ts).
      canDeleteChild: false,
    });
    expect(response.body).not.toContain(minor.email);
    expect(response.body).not.toContain(minor.payload.dob);
  });

  it('confirms once: consent recorded, the minor told, the decision audited; a second use says so', async () => {
    const { minor, token } = await minorAskingParent('Alex Confirm');
    const confirmed = await parent().post('/api/parental-consent/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ consent: 'confirmed', message: englishOf(MESSAGES.consentConfirmed) });
    expect(await consentOf(minor.client, minor.id)).toBe('confirmed');

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.memberId, minor.id));
    expect(notice).toMatchObject({
      type: 'parental_consent_confirmed',
      message: 'Your parent or guardian confirmed your account. You can now apply, message and upload.',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectMemberId, minor.id), eq(auditLog.action, 'parental_consent.confirmed')));
    expect(audit).toMatchObject({ actorId: null, subjectName: 'Alex Confirm' });

    const again = await parent().post('/api/parental-consent/refuse', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: englishOf(MESSAGES.consentLinkUsed), code: 'GONE' });
    expect((await parent().get(`/api/parental-consent?token=${token}`)).json()).toMatchObject({
      link: 'used',
      consent: 'confirmed',
    });
    expect(await consentOf(minor.client, minor.id)).toBe('confirmed');
  });

  it('refuses: consent refused, every admin told to close the account, the decision audited', async () => {
    const secondAdmin = await createAdmin(t.app);
    const { minor, token } = await minorAskingParent('Kim Refuse');
    const refused = await parent().post('/api/parental-consent/refuse', { token });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ consent: 'refused', message: englishOf(MESSAGES.consentRefused) });
    expect(await consentOf(minor.client, minor.id)).toBe('refused');
    for (const each of [admin, secondAdmin]) {
      const [notice] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.memberId, each.id), eq(notifications.type, 'parental_consent_refused')))
        .orderBy(desc(notifications.id));
      expect(notice?.message).toContain('Kim Refuse');
      expect(notice?.message).toContain('close the account');
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectMemberId, minor.id));
    expect(audits.map((row) => row.action)).toEqual(['parental_consent.refused']);
    // A refused minor cannot swap in another address to get around the parent.
    const swap = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: uniqueEmail('other') });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().error).toBe(englishOf(MESSAGES.parentEmailLockedAfterConsent));
  });

  it('says an expired link has expired, and mails a fresh one to the same parent on request', async () => {
    const { minor, parentEmail, token } = await minorAskingParent();
    await ageLinks(minor.id, true);
    const expired = await parent().post('/api/parental-consent/confirm', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: englishOf(MESSAGES.consentLinkExpired), code: 'GONE' });
    expect((await parent().get(`/api/parental-consent?token=${token}`)).json().link).toBe('expired');

    const resent = await parent().post('/api/parental-consent/resend-by-token', { token });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ consent: 'pending', message: englishOf(MESSAGES.parentConsentLinkSent) });
    const fresh = new URL((await latestMail(t.app, parentEmail)).link).searchParams.get('token') ?? '';
    expect(fresh).not.toBe(token);
    expect((await parent().post('/api/parental-consent/confirm', { token: fresh })).statusCode).toBe(200);
    expect(await consentOf(minor.client, minor.id)).toBe('confirmed');
    // Nothing left to ask once the parent answered.
    const late = await parent().post('/api/parental-consent/resend-by-token', { token });
    expect(late.statusCode).toBe(409);
  });

  it('answers 404 for a link we never sent, without naming anyone', async () => {
    const token = 'x'.repeat(43);
    for (const response of [
      await parent().get(`/api/parental-consent?token=${token}`),
      await parent().post('/api/parental-consent/confirm', { token }),
      await parent().post('/api/parental-consent/refuse', { token }),
      await parent().post('/api/parental-consent/resend-by-token', { token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: englishOf(MESSAGES.consentLinkInvalid), code: 'NOT_FOUND' });
    }
  });

  it('refuses a request without a token (400)', async () => {
    expect((await parent().post('/api/parental-consent/confirm', {})).statusCode).toBe(400);
    expect((await parent().get('/api/parental-consent')).statusCode).toBe(400);
  });
});

describe('POST /api/parental-consent/resend (the minor)', () => {
  it('waits a minute between mails, then sends a new link that replaces the old one', async () => {
    const { minor, parentEmail, token } = await minorAskingParent();
    const tooSoon = await minor.client.post('/api/parental-consent/resend');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ error: englishOf(MESSAGES.parentConsentResendTooSoon), code: 'RATE_LIMITED' });

    await ageLinks(minor.id);
    const resent = await minor.client.post('/api/parental-consent/resend');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: englishOf(MESSAGES.parentConsentLinkSent) });
    const fresh = new URL((await latestMail(t.app, parentEmail)).link).searchParams.get('token');
    expect(fresh).not.toBe(token);
    expect((await parent().get(`/api/parental-consent?token=${token}`)).json().link).toBe('expired');
    expect((await parent().get(`/api/parental-consent?token=${fresh}`)).json().link).toBe('valid');
  });

  it('refuses without a parent e-mail and once the parent confirmed', async () => {
    const fresh = await createMember(t.app, 'Player', { dob: dobYearsAgo(14) });
    const none = await fresh.client.post('/api/parental-consent/resend');
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(englishOf(MESSAGES.parentEmailMissing));

    const { minor, token } = await minorAskingParent();
    await parent().post('/api/parental-consent/confirm', { token });
    await ageLinks(minor.id);
    const done = await minor.client.post('/api/parental-consent/resend');
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe(englishOf(MESSAGES.parentConsentAlreadyConfirmed));
  });

  it('is for signed-in players only', async () => {
    await expectSignedOutAndRoleRefused(t.app, 'Agent', (client) => client.post('/api/parental-consent/resend'));
  });
});

describe('changing the parent address', () => {
  it('while pending: asks the new address and retires the old link', async () => {
    const { minor, token } = await minorAskingParent();
    await ageLinks(minor.id);
    const newParent = uniqueEmail('guardian');
    const changed = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: newParent });
    expect(changed.statusCode).toBe(200);
    expect((await minor.client.get(`/api/player-details/${minor.id}`)).json()).toMatchObject({
      parentEmail: newParent,
      parentConsent: 'pending',
    });
    expect((await parent().post('/api/parental-consent/confirm', { token })).statusCode).toBe(410);
    // The old address is no longer asked, so its link cannot ask for a new mail either.
    expect((await parent().post('/api/parental-consent/resend-by-token', { token })).statusCode).toBe(404);
    const fresh = new URL((await latestMail(t.app, newParent)).link).searchParams.get('token') ?? '';
    expect((await parent().post('/api/parental-consent/confirm', { token: fresh })).statusCode).toBe(200);
  });

  it('once confirmed: refused with a clear message, and consent is kept', async () => {
    const { minor, parentEmail, token } = await minorAskingParent();
    await parent().post('/api/parental-consent/confirm', { token });
    const swap = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: uniqueEmail('other') });
    expect(swap.statusCode).toBe(409);
    expect(swap.json()).toMatchObject({ error: englishOf(MESSAGES.parentEmailLockedAfterConsent), code: 'CONFLICT' });
    expect((await minor.client.get(`/api/player-details/${minor.id}`)).json()).toMatchObject({
      parentEmail,
      parentConsent: 'confirmed',
    });
    // Giving the same address again changes nothing and is not an error.
    const same = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail });
    expect(same.statusCode).toBe(200);

    // An admin may change it (a minute after the last mail): the new parent is asked from scratch.
    await ageLinks(minor.id);
    const newParent = uniqueEmail('guardian');
    const byAdmin = await admin.client.put(`/api/player-details/${minor.id}`, { parentEmail: newParent });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await consentOf(admin.client, minor.id)).toBe('pending');
    expect((await latestMail(t.app, newParent)).link).toContain('/parental-consent?token=');
  });
});

describe('consent mails nobody can pump', () => {
  const mailsTo = async (to: string) => {
    await t.app.jobsSettled();
    return (await t.db.select().from(outboxMails).where(eq(outboxMails.to, to))).length;
  };

  it('refuses a new address within a minute of the last mail: 429 with Retry-After, nothing changed or sent', async () => {
    const { minor, parentEmail } = await minorAskingParent();
    const newParent = uniqueEmail('guardian');
    const changed = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: newParent });
    expect(changed.statusCode).toBe(429);
    expect(changed.json()).toMatchObject({
      error: englishOf(MESSAGES.parentConsentResendTooSoon),
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(changed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await mailsTo(newParent)).toBe(0);
    expect((await minor.client.get(`/api/player-details/${minor.id}`)).json().parentEmail).toBe(parentEmail);
    // The resend cooldown answers with Retry-After too.
    const resend = await minor.client.post('/api/parental-consent/resend');
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most a few consent mails a day for one player, however the addresses change', async () => {
    const { minor } = await minorAskingParent();
    const { max } = WRITE_LIMITS.consentMailPerPlayer;
    for (let mail = 2; mail <= max; mail++) {
      await ageLinks(minor.id);
      const changed = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: uniqueEmail('p') });
      expect(changed.statusCode, `mail ${mail}`).toBe(200);
    }
    await ageLinks(minor.id);
    const extra = uniqueEmail('p');
    const refused = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: extra });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: englishOf(MESSAGES.parentConsentMailsLimited),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(await mailsTo(extra)).toBe(0);
  });

  it('counts the ways of writing one Gmail mailbox as one address', async () => {
    const local = `mum${Date.now()}`;
    const { max } = WRITE_LIMITS.consentMailPerRecipient;
    const spelled = (n: number) => `${local.slice(0, n)}.${local.slice(n)}@gmail.com`;
    for (let player = 1; player <= max; player++) {
      const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
      const named = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: spelled(player) });
      expect(named.statusCode, named.body).toBe(200);
    }
    const another = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const refused = await another.client.put(`/api/player-details/${another.id}`, {
      parentEmail: `${local}+again@googlemail.com`,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(englishOf(MESSAGES.parentConsentMailsLimited));
  });

  it('sends at most a few consent mails a day to one address, whichever players name it', async () => {
    const target = uniqueEmail('target');
    const { max } = WRITE_LIMITS.consentMailPerRecipient;
    for (let player = 1; player <= max; player++) {
      const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
      expect((await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: target })).statusCode).toBe(200);
    }
    const another = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const refused = await another.client.put(`/api/player-details/${another.id}`, {
      parentEmail: target.toUpperCase(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(englishOf(MESSAGES.parentConsentMailsLimited));
    expect(await mailsTo(target)).toBe(max);
  });
});

describe('the parent is not the child', () => {
  it("refuses the child's own login e-mail as the parent's, in any letters or with a +tag (400)", async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const [local, domain] = minor.email.split('@');
    for (const own of [minor.email, minor.email.toUpperCase(), `${local}+mum@${domain}`]) {
      const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: own });
      expect(answer.statusCode, own).toBe(400);
      expect(answer.json()).toMatchObject({
        error: englishOf(MESSAGES.parentEmailIsChilds),
        code: 'VALIDATION_ERROR',
        fields: { parentEmail: englishOf(MESSAGES.parentEmailIsChilds) },
      });
    }
    expect((await minor.client.get(`/api/player-details/${minor.id}`)).json().parentEmail).toBeNull();
  });

  it("refuses the child's contact address as the parent's (400)", async () => {
    const contact = uniqueEmail('kid-contact');
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), emailAddress: contact });
    const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: contact });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(englishOf(MESSAGES.parentEmailIsChilds));
  });

  it("refuses the child's Gmail address written with dots, a +tag or as googlemail.com (400)", async () => {
    const local = `kid${Date.now()}`;
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), emailAddress: `${local}@gmail.com` });
    const dotted = `${local.slice(0, 1)}.${local.slice(1)}`;
    for (const own of [`${dotted}@gmail.com`, `${dotted}+mum@googlemail.com`]) {
      const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: own });
      expect(answer.statusCode, own).toBe(400);
      expect(answer.json().error).toBe(englishOf(MESSAGES.parentEmailIsChilds));
    }
    expect((await minor.client.get(`/api/player-details/${minor.id}`)).json().parentEmail).toBeNull();
  });

  it("refuses a confirmation sent with the child's own session (403), and the link still works for the parent", async () => {
    const { minor, token } = await minorAskingParent();
    const bySelf = await minor.client.post('/api/parental-consent/confirm', { token });
    expect(bySelf.statusCode).toBe(403);
    expect(bySelf.json()).toEqual({ error: englishOf(MESSAGES.consentNotByChild), code: 'FORBIDDEN' });
    expect(await consentOf(minor.client, minor.id)).toBe('pending');
    expect((await parent().post('/api/parental-consent/confirm', { token })).statusCode).toBe(200);
  });
});
