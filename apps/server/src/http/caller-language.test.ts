import { englishOf } from '@scouting/contract/sentences';
import { SERVER_MESSAGES, translateServerMessage } from '@scouting/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a malformed language cookie', () => {
  it.each(['language=%', 'language=%E0%A4%A', 'a=1; language=%zz; b=2'])(
    'is ignored (%s): the error answer keeps its status, in the language the browser asks for',
    async (cookie) => {
      const response = await new TestClient(t.app).request({
        method: 'GET',
        url: '/api/me',
        headers: { cookie, 'accept-language': 'fr' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: SERVER_MESSAGES.fr.unauthenticated, code: 'UNAUTHENTICATED' });
    },
  );

  it('does not break a page that answers without an error', async () => {
    const response = await new TestClient(t.app).request({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'language=%' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the framework’s own answers', () => {
  it('come from the same catalogs as every sentence: a bare 404, a schema’s refusal', () => {
    expect(englishOf(new AppError('NOT_FOUND').message)).toBe(SERVER_MESSAGES.en.notFound);
    expect(translateServerMessage(new AppError('NOT_FOUND').message, 'es')).toBe('No encontrado.');
    expect(SERVER_MESSAGES.ar.invalidInput).toBe('إدخال غير صالح');
    expect(SERVER_MESSAGES.en.invalidInput).toBe('Invalid input');
  });
});
