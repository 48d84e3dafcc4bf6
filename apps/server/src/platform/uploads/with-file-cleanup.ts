import type { Storage } from '../../infra/storage/storage.ts';

/**
 * Runs `work` with a storage that remembers what it writes. Used around a transaction that stores
 * files: if the work fails (the transaction rolled back), the bytes it wrote are removed again, so
 * storage never keeps files no row points at.
 */
export async function withFileCleanup<T>(storage: Storage, work: (tracked: Storage) => Promise<T>): Promise<T> {
  const written: string[] = [];
  const tracked: Storage = {
    ...storage,
    put: async (key, data) => {
      written.push(key);
      await storage.put(key, data);
    },
    putFile: async (key, filePath, size) => {
      written.push(key);
      await storage.putFile(key, filePath, size);
    },
  };
  try {
    return await work(tracked);
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
