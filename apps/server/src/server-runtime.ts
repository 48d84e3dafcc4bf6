import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';

export type Runtime = { database: DatabaseHandle; release(): Promise<void> };

/**
 * Opens the configured database, holding the data-directory lock while the embedded one is open,
 * and applies the committed migrations (docs/architecture.md#data).
 */
export async function openRuntime(config: Config, purpose: string): Promise<Runtime> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, purpose);
  try {
    const database = openDatabase({
      url: config.databaseUrl,
      dataDir: `${config.dataDir}/pgdata`,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
    await database.migrate();
    return {
      database,
      async release() {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
