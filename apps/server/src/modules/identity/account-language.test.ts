import { ACCOUNT_LANGUAGE_MESSAGES } from '@scouting/contract/account-language';
import ar from '@scouting/contract/catalogs/ar.json' with { type: 'json' };
import fr from '@scouting/contract/catalogs/fr.json' with { type: 'json' };
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { SERVER_MESSAGES } from '@scouting/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  registrationPayload,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('PUT /api/account/language', () => {
  it('answers 401 without a session', async () => {
    const response = await new TestClient(t.app).put('/api/account/language', { language: 'es' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', error: englishOf(MESSAGES.unauthenticated) });
  });

  it('answers 403 to an account that has not registered as a member yet', async () => {
    const { client } = await createAccount(t.app);
    const response = await client.put('/api/account/language', { language: 'es' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'REGISTRATION_REQUIRED' });
  });

  it.each([{ language: 'de' }, { language: 'pt' }, { language: '' }, {}])(
    'refuses %j with a 400 that names the languages offered',
    async (body) => {
      const { client } = await createMember(t.app, 'Player');
      const response = await client.put('/api/account/language', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: englishOf(ACCOUNT_LANGUAGE_MESSAGES.unknownLanguage),
        fields: { language: englishOf(ACCOUNT_LANGUAGE_MESSAGES.unknownLanguage) },
      });
    },
  );

  it('keeps the choice on the account: the me answer carries it, on another device too', async () => {
    const { client, email, password } = await createMember(t.app, 'Scout');
    expect((await client.get('/api/me')).json().language).toBeNull();

    const saved = await client.put('/api/account/language', { language: 'fr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'fr' });
    expect((await client.get('/api/me')).json().language).toBe('fr');

    // A second choice replaces the first.
    expect((await client.put('/api/account/language', { language: 'pt-BR' })).statusCode).toBe(200);

    const elsewhere = new TestClient(t.app, '10.0.0.9');
    expect((await elsewhere.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(200);
    const session = (await elsewhere.get('/api/session')).json();
    expect(session.language).toBe('pt-BR');
    // The account's export holds it (docs/product.md#deleting-an-account).
    expect((await client.get('/api/account/export')).json().account.language).toBe('pt-BR');
  });
});

describe("error answers in the caller's language", () => {
  it('answers an anonymous caller in the language their browser asks for, English unchanged', async () => {
    const client = new TestClient(t.app);
    const asked = (language: string) =>
      client.request({ method: 'GET', url: '/api/me', headers: { 'accept-language': language } });

    const spanish = await asked('es-MX,es;q=0.9,en;q=0.5');
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({ error: SERVER_MESSAGES.es.unauthenticated, code: 'UNAUTHENTICATED' });
    expect(spanish.headers['content-language']).toBe('es');

    const english = await asked('en-GB');
    expect(english.json()).toEqual({ error: englishOf(MESSAGES.unauthenticated), code: 'UNAUTHENTICATED' });
    expect(english.headers['content-language']).toBeUndefined();

    // Nothing we speak: English.
    expect((await asked('de-DE')).json().error).toBe(englishOf(MESSAGES.unauthenticated));
  });

  it('prefers the language cookie a visitor chose over their browser', async () => {
    const response = await new TestClient(t.app).request({
      method: 'GET',
      url: '/api/me',
      headers: { 'accept-language': 'es', cookie: 'language=ar' },
    });
    expect(response.json().error).toBe(SERVER_MESSAGES.ar.unauthenticated);
  });

  it("answers a member in their account's language, whatever the browser says, validation included", async () => {
    const { client } = await createMember(t.app, 'Player');
    await client.put('/api/account/language', { language: 'fr' });
    const invalid = await client.request({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'xx' },
      headers: { 'accept-language': 'es' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: SERVER_MESSAGES.fr.unknownLanguage,
      code: 'VALIDATION_ERROR',
      fields: { language: SERVER_MESSAGES.fr.unknownLanguage },
    });

    const wrongRole = await client.request({
      method: 'GET',
      url: '/api/admin/member-counts',
      headers: { 'accept-language': 'es' },
    });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().error).toBe(SERVER_MESSAGES.fr.forbidden);
  });

  it('tells a member over the write limit so in their language, with Retry-After', async () => {
    const { client } = await createMember(t.app, 'Club');
    let last = await client.put('/api/account/language', { language: 'pt-BR' });
    for (let attempt = 1; attempt <= 30 && last.statusCode === 200; attempt++) {
      last = await client.put('/api/account/language', { language: 'pt-BR' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json()).toMatchObject({ error: SERVER_MESSAGES['pt-BR'].writeLimited });
  });

  it("says a route's own refusals in French too: registration's validation, error and fields", async () => {
    const { client } = await createAccount(t.app);
    const tooYoung = await client.request({
      method: 'POST',
      url: '/api/register',
      payload: registrationPayload('Scout', { dob: dobYearsAgo(17) }),
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.headers['content-language']).toBe('fr');
    expect(tooYoung.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: fr['MESSAGES.tooYoungForRole'],
      fields: { dob: fr['MESSAGES.tooYoungForRole'] },
    });
    expect(fr['MESSAGES.tooYoungForRole']).not.toBe(englishOf(MESSAGES.tooYoungForRole));

    const country = await client.request({
      method: 'POST',
      url: '/api/register',
      payload: registrationPayload('Player', { country: 'Atlantis' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(country.json().fields).toEqual({ country: fr['MESSAGES.unknownCountry'] });

    // English stays docs/product.md's text, byte for byte.
    const english = await client.post('/api/register', registrationPayload('Scout', { dob: dobYearsAgo(17) }));
    expect(english.json()).toMatchObject({
      error: englishOf(MESSAGES.tooYoungForRole),
      fields: { dob: englishOf(MESSAGES.tooYoungForRole) },
    });
  });

  it('says a safeguarding refusal in Arabic to a member who chose it', async () => {
    const unverified = await createMember(t.app, 'Agent');
    const verified = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    for (const agent of [unverified, verified])
      expect((await agent.client.put('/api/account/language', { language: 'ar' })).statusCode).toBe(200);

    const refused = await unverified.client.post('/api/underage-message-request', {
      agentId: unverified.id,
      playerId: minor.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-language']).toBe('ar');
    expect(refused.json()).toMatchObject({
      code: 'AGENT_NOT_VERIFIED',
      error: ar['MESSAGES.underageRequestNeedsVerification'],
    });

    const tooLong = await verified.client.post('/api/underage-message-request', {
      agentId: verified.id,
      playerId: minor.id,
      message: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.values(tooLong.json().fields ?? {})).toContain(ar['MESSAGES.underageRequestMessageTooLong']);
  });
});
