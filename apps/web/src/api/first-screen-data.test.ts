import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = {
  user: { id: 'u1', email: 'ann@example.com', emailVerified: true, twoFactorEnabled: false },
  member: { id: 7, role: 'Player', fullName: 'Ann Lee', username: 'ann', profileImageUrl: null },
  language: null,
};
const config = { privateTestingMode: true, signupDisabled: false };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server's answers, one per request in order; a function answers when the test says so. */
function serve(...answers: (unknown | (() => Promise<Response>))[]) {
  const fetch = vi.fn(async (_path: string) => {
    const next = answers.shift();
    return typeof next === 'function' ? (next as () => Promise<Response>)() : json(next);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** An answer held back until `release` is called. */
function heldBack(body: unknown) {
  let release = () => {};
  const answer = () => new Promise<Response>((resolve) => (release = () => resolve(json(body))));
  return { answer, release: () => release() };
}

// The module keeps its answers and the client for the life of the page: each test loads fresh copies.
async function load() {
  vi.resetModules();
  const data = await import('./first-screen-data.ts');
  return { ...data, connectClient: async () => (await import('./query-client.ts')).queryClient };
}

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('the first screen hands its answers to the query client', () => {
  it('moves what it knows into the cache, which does not ask again', async () => {
    const { meQuery, configQuery, refetchSharedQuery, connectClient } = await load();
    const fetch = serve(signedIn, config);
    await refetchSharedQuery(meQuery);
    await refetchSharedQuery(configQuery);

    const queryClient = await connectClient();
    expect(queryClient.getQueryData(['me'])).toEqual(signedIn);
    expect(queryClient.getQueryData(['config'])).toEqual(config);
    await queryClient.prefetchQuery(configQuery);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the newer answer when a second request overtakes the first', async () => {
    const { meQuery, refetchSharedQuery, connectClient } = await load();
    const beforeSignIn = heldBack(null);
    serve(beforeSignIn.answer, signedIn);
    const first = refetchSharedQuery(meQuery);
    await refetchSharedQuery(meQuery);
    beforeSignIn.release();
    await first;

    expect((await connectClient()).getQueryData(['me'])).toEqual(signedIn);
  });

  it('asks through the cache once it is there, for a query it holds or not', async () => {
    const { meQuery, configQuery, refetchSharedQuery, connectClient } = await load();
    const fetch = serve(null, signedIn, config);
    await refetchSharedQuery(meQuery);
    const queryClient = await connectClient();

    await refetchSharedQuery(meQuery); // a sign-in: the seeded query is asked again by the cache
    expect(queryClient.getQueryData(['me'])).toEqual(signedIn);
    await refetchSharedQuery(configQuery); // never asked before the hand-over
    expect(queryClient.getQueryData(['config'])).toEqual(config);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/session', '/api/session', '/api/config']);
  });

  it('gives the cache an answer that arrives after the hand-over, unless the cache has a newer one', async () => {
    const { meQuery, configQuery, refetchSharedQuery, connectClient } = await load();
    const slowSession = heldBack(null);
    const slowConfig = heldBack(config);
    serve(slowSession.answer, slowConfig.answer, signedIn);
    const session = refetchSharedQuery(meQuery);
    const flags = refetchSharedQuery(configQuery);
    const queryClient = await connectClient();

    await refetchSharedQuery(meQuery); // a sign-in through the cache, answered first
    slowSession.release();
    slowConfig.release();
    await Promise.all([session, flags]);
    expect(queryClient.getQueryData(['me'])).toEqual(signedIn);
    expect(queryClient.getQueryData(['config'])).toEqual(config);
  });

  it('asks again after a dropped connection, as the query client would, but not after a 4xx', async () => {
    const { meQuery, configQuery, refetchSharedQuery, connectClient } = await load();
    vi.useFakeTimers();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const fetch = serve(offline, config, () => Promise.resolve(new Response('{}', { status: 404 })));
    const flags = refetchSharedQuery(configQuery);
    await vi.advanceTimersByTimeAsync(1000);
    await flags;
    await refetchSharedQuery(meQuery);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);

    const queryClient = await connectClient();
    expect(queryClient.getQueryData(['config'])).toEqual(config);
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  it('asks for the session once while the member pages load, and the cache starts from that answer', async () => {
    const { meQuery, prefetchSharedQuery, connectClient } = await load();
    const session = heldBack(signedIn);
    const fetch = serve(session.answer);
    const early = prefetchSharedQuery(meQuery);
    const again = prefetchSharedQuery(meQuery); // a second navigation before the answer: no second request
    session.release();
    await Promise.all([early, again]);
    expect(fetch).toHaveBeenCalledTimes(1);

    expect((await connectClient()).getQueryData(['me'])).toEqual(signedIn);
  });

  it('never lets the cache drop the session, though nothing observes it there', async () => {
    const { meQuery, refetchSharedQuery, connectClient } = await load();
    serve(signedIn);
    await refetchSharedQuery(meQuery);
    vi.useFakeTimers();
    const queryClient = await connectClient();
    vi.advanceTimersByTime(60 * 60_000);
    expect(queryClient.getQueryData(['me'])).toEqual(signedIn);
  });
});
