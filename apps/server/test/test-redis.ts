import { Redis } from 'ioredis';

/** The Redis the tests may use: TEST_REDIS_URL, else the local one (database 2, kept apart from a developer's 0). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

/**
 * Whether that Redis answers; when it does not, the tests that need it are skipped and this says
 * why on the console (decision 017: the suite runs where Redis does not).
 */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch (error) {
    console.warn(`Skipping the Redis tests: no Redis answers at ${url} (${(error as Error).message}).`);
    return false;
  } finally {
    probe.disconnect();
  }
}
