import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES, type TRepresentationService } from '@scouting/contract/representation';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  latestMail,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp, TestClient } from '../../../test/test-app.ts';
import { accountLockedMail, resetPasswordMail, verificationMail } from '../../auth/auth-mails.ts';
import { outboxMails } from '../../db/schema/index.ts';
import { trialMail } from '../../modules/applications/trial-mail.ts';
import { sendDailyDigests } from '../../modules/notifications/daily-digest.ts';
import { notify } from '../../modules/notifications/notify.ts';
import { guardianMail } from '../../modules/representation/guardian-mail.ts';
import { approvalMail } from '../../modules/safeguarding/contact-requests/approval-mail.ts';
import { consentLinks, consentMail } from '../../modules/safeguarding/parental-consent/consent-mail.ts';
import { mailTexts } from './mail-texts.ts';

// docs/product.md's subject of the mail that tells a member their account was locked.
const LOCKED_SUBJECT = 'Your account was locked after failed sign-ins';

const DELAY_SECONDS = 1;

/** A mail's words without the isolates around members' names (decision 069): what these tests compare word for word. */
function words<T extends { subject: string; text: string; html?: string }>(mail: T): T {
  const html = mail.html === undefined ? {} : { html: withoutIsolates(mail.html) };
  return { ...mail, subject: withoutIsolates(mail.subject), text: withoutIsolates(mail.text), ...html };
}
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ UNREAD_MESSAGE_MAIL_DELAY_SECONDS: String(DELAY_SECONDS) });
}, 120_000);
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

async function speaks(member: Member, language: string) {
  expect((await member.client.put('/api/account/language', { language })).statusCode).toBe(200);
}

async function mailsTo(email: string) {
  await t.app.jobsSettled();
  return t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email), ne(outboxMails.subject, 'Verify your e-mail address')))
    .orderBy(outboxMails.id);
}

describe('the mail catalog', () => {
  it('keeps the English mails word for word', () => {
    expect(verificationMail('a@b.c', 'L')).toEqual({
      to: 'a@b.c',
      subject: 'Verify your e-mail address',
      text: 'Welcome to Scouting Network.\n\nPlease verify your e-mail address to complete your registration:\nL\n\nIf you did not sign up, you can ignore this mail.',
      html: '<p>Welcome to Scouting Network.</p><p>Please verify your e-mail address to complete your registration:</p><p><a href="L">Verify my e-mail address</a></p><p>If you did not sign up, you can ignore this mail.</p>',
    });
    expect(resetPasswordMail('a@b.c', 'L')).toEqual({
      to: 'a@b.c',
      subject: 'Reset your password',
      text: 'Someone asked to reset the password of your Scouting Network account.\n\nChoose a new password here (the link is valid for one hour):\nL\n\nIf it was not you, you can ignore this mail.',
      html: '<p>Someone asked to reset the password of your Scouting Network account.</p><p><a href="L">Choose a new password</a> (the link is valid for one hour).</p><p>If it was not you, you can ignore this mail.</p>',
    });
    const locked = accountLockedMail('a@b.c', 'L', 5);
    expect(locked.subject).toBe(LOCKED_SUBJECT);
    expect(locked.text).toMatch(
      /^Someone failed to sign in to your Scouting Network account too many times, so it is locked for 5 minutes\./,
    );
    expect(accountLockedMail('a@b.c', 'L', 1).text).toContain('locked for a minute.');
    const consent = words(consentMail('p@b.c', { fullName: 'Sam', username: 'sam' }, consentLinks('https://x', 'tok')));
    expect(consent.subject).toBe('Please confirm Sam’s account on Scouting Network');
    expect(consent.text).toMatch(/^Hello,\n\nSam \(username "sam"\) has created a player account on Scouting Network/);
    expect(consent.text).toContain('Confirm the account:\nhttps://x/parental-consent?token=tok\n\n');
    expect(consent.text).toContain(
      'Refuse and ask us to close the account:\nhttps://x/parental-consent?token=tok&answer=refuse',
    );
  });

  it('keeps the parent’s approval and trial mails word for word in English, and dates them through Intl in another language', () => {
    const facts = {
      parentEmail: 'p@b.c',
      token: 'tok',
      agentName: 'Rita',
      agencyName: 'Goals Ltd',
      childFirstName: 'Leo',
      requestMessage: null,
    };
    expect(words(approvalMail('p@b.c', facts, { withdraw: 'L', appOrigin: 'https://x' }))).toEqual({
      to: 'p@b.c',
      subject: 'An agent may now message Leo on Scouting Network',
      text: 'Our admins have approved a request from the football agent Rita of the agency Goals Ltd to message Leo on Scouting Network.\n\nThe agent did not add a message to the request.\n\nEvery message the agent sends is kept on record and is never deleted, so our admins can check the conversation if anything goes wrong.\n\nIf you do not want this agent to contact your child, you can withdraw the approval at once, without an account:\nL\n\nWith a parent account you see in one place who asks to contact your child, their applications, trial invitations, offers and feedback, and you decide from there.\n\nCreate your parent account:\nhttps://x/register?role=Parent&next=%2Fparent-dashboard\n\nSign in (you already have a parent account):\nhttps://x/login?next=%2Fparent-dashboard\n\nIf the approval is fine with you, there is nothing to do.',
      html: '<p>Our admins have approved a request from the football agent Rita of the agency Goals Ltd to message Leo on Scouting Network.</p><p>The agent did not add a message to the request.</p><p>Every message the agent sends is kept on record and is never deleted, so our admins can check the conversation if anything goes wrong.</p><p>If you do not want this agent to contact your child, you can withdraw the approval at once, without an account:</p><p><a href="L">Withdraw the approval</a></p><p>With a parent account you see in one place who asks to contact your child, their applications, trial invitations, offers and feedback, and you decide from there.</p><p><a href="https://x/register?role=Parent&amp;next=%2Fparent-dashboard">Create your parent account</a></p><p><a href="https://x/login?next=%2Fparent-dashboard">Sign in (you already have a parent account)</a></p><p>If the approval is fine with you, there is nothing to do.</p>',
    });
    const trial = {
      parentEmail: 'p@b.c',
      childName: 'Leo Young',
      posterName: 'Norte FC',
      post: 'Keeper wanted',
      trial: { startsAt: '2026-12-05T15:30:00.000Z', venue: 'Pitch 2', details: 'Bring boots.' },
      applicationId: 1,
      invitedAt: new Date('2026-11-26T10:00:00Z'),
    };
    expect(words(trialMail(trial, 'https://x')).text).toBe(
      'Norte FC has invited Leo Young to a trial on Scouting Network, after Leo Young applied to their opportunity: "Keeper wanted".\n\nWhen: Sat, 05 Dec 2026 15:30:00 UTC\n\nWhere: Pitch 2\n\nDetails from Norte FC: Bring boots.\n\nLeo Young can accept or decline the invitation on their applications page. The event is attached for your calendar.\n\nPlease go with your child, or make sure a trusted adult does.',
    );
    const inSpanish = words(trialMail(trial, 'https://x', 'es'));
    expect(inSpanish.subject).toBe('Leo Young tiene una invitación a una prueba en Scouting Network');
    expect(inSpanish.text).toContain('Cuándo: sábado, 5 de diciembre de 2026, 15:30 UTC');
  });

  it('keeps the guardian’s mail of a minor’s agreement word for word in English, its fee and list through Intl in French', () => {
    const facts = {
      parentEmail: 'p@b.c',
      childName: 'Leo Young',
      agentName: 'Youth Agent',
      agencyName: null,
      months: 24,
      exclusive: false,
      feePercent: 2.5,
      services: ['employment_contract', 'trials'] as TRepresentationService[],
      message: 'Hello',
      token: 'tok',
    };
    const english = words(guardianMail(facts, 'https://x'));
    expect(english.subject).toBe("Please confirm or refuse Leo Young's agreement with an agent on Scouting Network");
    expect(english.text).toBe(
      [
        'Leo Young has accepted an offer from the football agent Youth Agent to represent them, on Scouting Network. Because Leo Young is under 18, the agreement only starts if you confirm it as their parent or guardian.',
        'Duration: 24 months from the day you confirm. It ends by itself and is never renewed without a new agreement.',
        'Exclusive: no. Other agents may also represent your child.',
        `Fee: 2.5% of the player's remuneration. ${englishOf(REPRESENTATION_MESSAGES.feeRule)}`,
        'Services: Negotiating employment contracts with clubs; Finding and arranging trials.',
        'The agent\'s message: "Hello"',
        'Either side can end the agreement at any time from the network. This link can be used once and is valid for 14 days.',
        'Read the terms and confirm or refuse:\nhttps://x/representation-consent?token=tok',
        // docs/product.md#parents: every guardian mail invites the parent to an account of their own.
        'With a parent account you see in one place who asks to contact your child, their applications, trial invitations, offers and feedback, and you decide from there.',
        'Create your parent account:\nhttps://x/register?role=Parent&next=%2Frepresentation-consent%3Ftoken%3Dtok',
        'Sign in (you already have a parent account):\nhttps://x/login?next=%2Frepresentation-consent%3Ftoken%3Dtok',
        'If you do not know this agent, choose refuse.',
      ].join('\n\n'),
    );
    const french = words(guardianMail(facts, 'https://x', 'fr'));
    expect(french.subject).toBe(
      'Veuillez confirmer ou refuser l’accord de Leo Young avec un agent sur Scouting Network',
    );
    expect(french.text).toContain(
      `Commission : ${new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 2 }).format(0.025)} de la rémunération`,
    );
    expect(french.text).toContain(
      'Services : négocier les contrats de travail avec les clubs et trouver et organiser des essais.',
    );
    expect(french.text).toContain('Durée : 24 mois');
  });

  it('counts in each language’s plural forms, Arabic’s included', () => {
    expect(accountLockedMail('a@b.c', 'L', 1, 'es').text).toContain('bloqueada durante un minuto.');
    expect(accountLockedMail('a@b.c', 'L', 5, 'fr').text).toContain('verrouillé pendant 5 minutes.');
    expect(mailTexts('ar').digestSubject(2)).toContain('إشعاران');
    expect(mailTexts('ar').unreadBody('Alex', 1, 'L')).toContain('رسالة واحدة');
  });
});

describe('a member’s mails go in their account’s language', () => {
  it('the notification mail: the words around the line in Spanish', async () => {
    const player = await createMember(t.app, 'Player');
    await speaks(player, 'es');
    await player.client.put('/api/notification-preferences', {
      messages: 'bell',
      applications: 'email',
      opportunities: 'bell',
      alerts: 'bell',
      chime: false,
    });
    await notify(
      t.db,
      player.id,
      'application_status_changed',
      'Your application was shortlisted',
      '/player-dashboard',
    );
    const [mail] = await mailsTo(player.email);
    expect(mail?.text).toContain(`Ábrelo aquí:\n${TEST_ORIGIN}/player-dashboard`);
    expect(mail?.text).toContain('Recibes este correo por tus preferencias de notificación.');
  });

  it('the unread-message mail, in French', async () => {
    const agent = await createMember(t.app, 'Agent', { fullName: 'Alex Agent' });
    const player = await createMember(t.app, 'Player');
    await speaks(player, 'fr');
    await player.client.put('/api/notification-preferences', {
      messages: 'email',
      applications: 'bell',
      opportunities: 'bell',
      alerts: 'bell',
      chime: false,
    });
    const started = await agent.client.post('/api/conversations/start', {
      participant1_id: agent.id,
      participant2_id: player.id,
    });
    const conversationId = started.json().id;
    await agent.client.post('/api/messages/send', { conversationId, senderId: agent.id, message: 'Hello' });
    await new Promise((resolve) => setTimeout(resolve, DELAY_SECONDS * 1000 + 300));
    const [mail] = await mailsTo(player.email);
    expect(mail?.subject).toBe('Messages non lus de \u2068Alex Agent\u2069');
    expect(mail?.text).toContain('\u2068Alex Agent\u2069 vous a envoyé un message sur Scouting Network');
  });

  it('the daily digest, in Arabic; a member who chose nothing still gets English', async () => {
    const arabic = await createMember(t.app, 'Player');
    const english = await createMember(t.app, 'Player');
    await speaks(arabic, 'ar');
    for (const member of [arabic, english]) {
      await member.client.put('/api/notification-preferences', {
        messages: 'bell',
        applications: 'bell',
        opportunities: 'bell',
        alerts: 'digest',
        chime: false,
      });
      await notify(t.db, member.id, 'saved_search_match', 'A striker matches', '/scout-dashboard');
    }
    await sendDailyDigests(t.db, new Date(Date.now() + 1000), { appOrigin: TEST_ORIGIN, authSecret: AUTH_SECRET });
    const [inArabic] = await mailsTo(arabic.email);
    expect(inArabic?.subject).toBe('ملخصك اليومي: إشعار واحد في Scouting Network');
    expect(inArabic?.text).toMatch(/^إليك ما حدث منذ ملخصك الأخير:/);
    // The HTML part reads right to left in the mail client.
    expect(inArabic?.html).toContain('<html lang="ar" dir="rtl">');
    const [inEnglish] = await mailsTo(english.email);
    expect(inEnglish?.subject).toBe('Your daily digest: 1 notification on Scouting Network');
  });
});

describe('a parent’s other mails go in the language the child uses', () => {
  it('the approval of an agent’s contact, in Spanish', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rita Recruiter' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Joven' });
    await speaks(minor, 'es');
    const asked = await agent.client.post('/api/underage-message-request', {
      agentId: agent.id,
      playerId: minor.id,
      message: 'Quiero invitar a Leo a una prueba.',
    });
    expect(asked.statusCode).toBe(201);
    expect((await admin.client.post(`/api/approve-underage-request/${asked.json().id}`)).statusCode).toBe(200);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('Un agente ya puede escribir a Leo en Scouting Network');
    expect(mail.text).toContain('Con sus propias palabras, el agente escribió: «Quiero invitar a Leo a una prueba.»');
    expect(mail.link).toMatch(/\/parental-revoke\?token=[^&]+&lang=es$/);
  });

  it('a trial invitation, in French, dated through Intl', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Sofia Agent' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Tomas Jeune' });
    await speaks(minor, 'fr');
    const posted = await agent.client.post('/api/opportunities', { description: 'Essai des moins de 17 ans' });
    expect(posted.statusCode, posted.body).toBe(201);
    const applied = await minor.client.request({
      method: 'POST',
      url: '/api/apply',
      ...multipart(
        { playerId: String(minor.id), opportunityId: String(posted.json().id), introduction: 'Bonjour.' },
        {},
      ),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    startsAt.setUTCHours(15, 30, 0, 0);
    const invited = await agent.client.post(`/api/applications/${applied.json().applicationId}/trial-invitation`, {
      startsAt: startsAt.toISOString(),
      venue: 'Terrain 2',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('Tomas Jeune est invité à un essai sur Scouting Network');
    const when = new Intl.DateTimeFormat('fr', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
    expect(mail.text).toContain(`Quand : ${when.format(startsAt)} UTC`);
    expect(mail.text).toContain('Où : Terrain 2');
  });
});

describe('the copy of an adult’s words to a minor', () => {
  it('goes to the parent in the language the child uses (العربية), right to left', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Youth Agent' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Omar Saghir' });
    await speaks(minor, 'ar');
    const sent = await agent.client.post('/api/representation-offers', {
      playerId: minor.id,
      months: 12,
      exclusive: false,
      feePercent: 2,
      message: 'Welcome!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('كتب Youth Agent إلى Omar Saghir على Scouting Network');
    expect(mail.text).toContain('«Welcome!»');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});

describe('a minor’s agreement with an agent', () => {
  it('mails the guardian the terms in the language the child uses (Português)', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Youth Agent', agencyName: 'Academy Links' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Jovem' });
    await speaks(minor, 'pt-BR');
    const sent = await agent.client.post('/api/representation-offers', {
      playerId: minor.id,
      months: 12,
      exclusive: true,
      feePercent: 3.5,
      services: ['transfer'],
      message: 'Olá!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await minor.client.post(`/api/representation-offers/${sent.json().id}/answer`, {
      answer: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('Confirme ou recuse o acordo de Leo Jovem com um agente na Scouting Network');
    expect(mail.text).toContain('Duração: 12 meses');
    expect(mail.text).toContain('Serviços: negociar transferências e registros.');
    expect(mail.link).toMatch(/\/representation-consent\?token=/);
  });
});

describe('Better Auth’s mails: the account’s language, else the request’s', () => {
  it('the verification mail follows the sign-up request’s cookie, else its Accept-Language', async () => {
    const byCookie = uniqueEmail();
    const visitor = new TestClient(t.app, '10.2.0.1');
    visitor.cookie = 'language=es';
    await visitor.post('/api/auth/sign-up/email', { email: byCookie, password: STRONG_PASSWORD, name: byCookie });
    expect((await latestMail(t.app, byCookie)).subject).toBe('Verifica tu dirección de correo electrónico');

    const byHeader = uniqueEmail();
    await new TestClient(t.app, '10.2.0.2').request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: byHeader, password: STRONG_PASSWORD, name: byHeader },
      headers: { 'accept-language': 'pt-PT,pt;q=0.9' },
    });
    expect((await latestMail(t.app, byHeader)).subject).toBe('Confirme seu endereço de e-mail');
  });

  it('the reset mail follows the account’s language over the request’s', async () => {
    const member = await createMember(t.app, 'Scout');
    await speaks(member, 'fr');
    await new TestClient(t.app, '10.2.0.3').request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: member.email, redirectTo: '/reset-password' },
      headers: { 'accept-language': 'es' },
    });
    const mail = await latestMail(t.app, member.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toContain('(le lien est valable une heure)');
  });

  it('the lockout mail goes in the account’s language', async () => {
    const member = await createMember(t.app, 'Scout');
    await speaks(member, 'ar');
    for (let attempt = 1; attempt <= 10; attempt++) {
      await new TestClient(t.app, `10.3.0.${attempt}`).post('/api/auth/sign-in/email', {
        email: member.email,
        password: 'Wr0ng!Pass',
      });
    }
    const mail = await latestMail(t.app, member.email);
    expect(mail.subject).toBe('قُفل حسابك بعد محاولات دخول فاشلة');
    expect(mail.text).toContain('دقيقة واحدة');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});

describe('the parent’s consent mail goes in the language the child uses', () => {
  it('the child’s account language, with the page’s language on the links', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), fullName: 'Sam Joven' });
    await speaks(minor, 'es');
    const parentEmail = uniqueEmail('parent');
    expect((await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail })).statusCode).toBe(200);
    const mail = await latestMail(t.app, parentEmail);
    expect(mail.subject).toBe('Confirma la cuenta de Sam Joven en Scouting Network');
    expect(mail.text).toMatch(/^Hola:\n\nSam Joven \(usuario «/);
    expect(new URL(mail.link).searchParams.get('lang')).toBe('es');
    expect(mail.text).toContain('&lang=es&answer=refuse');
    expect(mail.html).toContain('>Confirmar la cuenta</a>');
    expect(mail.html).toMatch(/^<div lang="es" dir="ltr">/);
  });

  it('else the language of the child’s request that gave the address', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(14) });
    const parentEmail = uniqueEmail('parent');
    const answer = await minor.client.request({
      method: 'PUT',
      url: `/api/player-details/${minor.id}`,
      payload: { parentEmail },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(answer.statusCode).toBe(200);
    const mail = await latestMail(t.app, parentEmail);
    expect(mail.text).toMatch(/^Bonjour,/);
    expect(mail.text).toContain('Confirmer le compte :\n');
    expect(new URL(mail.link).searchParams.get('lang')).toBe('fr');
  });
});
