import { MESSAGES } from '@scouting/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, apiRequest } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.activate('en');
});

describe('apiRequest', () => {
  it('asks the server for its sentences in the language the page shows', async () => {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    i18n.load('fr', {});
    i18n.activate('fr');
    await apiRequest('/api/parental-revoke', { body: { token: 't' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['accept-language']).toBe('fr');
  });

  it('says a failure of its own (no answer) as a sentence, never as a message id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await apiRequest('/api/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Cannot reach the server. Please check your connection and try again.');
    expect((failure as ApiError).message).not.toBe(MESSAGES.networkError);
  });
});
