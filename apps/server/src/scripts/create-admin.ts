import { parseArgs } from 'node:util';
import { createAuth } from '../auth/auth.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { ADMIN_TWO_FACTOR_NOTICE, AdminSetupError, ensureAdmin } from '../modules/admin/ensure-admin.ts';
import { openRuntime } from '../server-runtime.ts';

const usage = 'Usage: npm run create-admin -- --email admin@example.com --password "Str0ng!Pass"';

async function run() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const runtime = await openRuntime(config, 'create-admin');
  try {
    const auth = createAuth(config, runtime.database.db, { send: async () => {} });
    const result = await ensureAdmin(runtime.database.db, auth, { email: values.email, password: values.password });
    console.log(result === 'created' ? `Admin ${values.email} created.` : `Admin ${values.email} already exists.`);
    console.log(ADMIN_TWO_FACTOR_NOTICE);
  } finally {
    await runtime.release();
  }
}

run().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AdminSetupError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
