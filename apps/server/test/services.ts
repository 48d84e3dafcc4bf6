import { Redis } from 'ioredis';

/**
 * Real services the suite may find on this machine. A test of a Redis implementation runs against
 * Redis itself; when it is not there the test is skipped and says why, rather than passing.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

/** Whether Redis answers a PING within a second; prints why not, once per file that asks. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch (error) {
    console.warn(
      `Skipped: Redis does not answer at ${url} (${(error as Error).message}). Start it or set TEST_REDIS_URL.`,
    );
    return false;
  } finally {
    probe.disconnect();
  }
}
