import { afterEach, describe, expect, it } from 'vitest';
import { postJson, type RunningServer, runScript, startServer, tempDataDir, waitForExit } from './server-process.ts';

const PASSWORD = 'Adm1n!Pass';
let running: RunningServer | undefined;
afterEach(async () => {
  running?.child.kill('SIGKILL');
  if (running) await waitForExit(running.child);
  running = undefined;
});

describe('embedded database as a user runs it', () => {
  it('refuses a second process on the data directory, shuts down cleanly, then lets create-admin in', async () => {
    const dataDir = tempDataDir();
    running = await startServer({ DATA_DIR: dataDir });
    const env = { DATA_DIR: dataDir };

    const blocked = await runScript(
      'src/scripts/create-admin.ts',
      ['--email', 'ops@example.com', '--password', PASSWORD],
      env,
    );
    expect(blocked.code).toBe(1);
    expect(blocked.output).toContain('is in use by another process');

    const second = await runScript('src/main.ts', [], { ...env, PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.output).toContain('is in use by another process');

    running.child.kill('SIGTERM');
    expect(await waitForExit(running.child)).toBe(0);
    running = undefined;

    const created = await runScript(
      'src/scripts/create-admin.ts',
      ['--email', 'ops@example.com', '--password', PASSWORD],
      env,
    );
    expect(created.output).toContain('Admin ops@example.com created.');
    expect(created.output).toContain('Admins must use two-factor sign-in');
    const again = await runScript(
      'src/scripts/create-admin.ts',
      ['--email', 'ops@example.com', '--password', PASSWORD],
      env,
    );
    expect(again.output).toContain('Admin ops@example.com already exists.');
    const weak = await runScript(
      'src/scripts/create-admin.ts',
      ['--email', 'weak@example.com', '--password', 'weak'],
      env,
    );
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('Your password is too weak');

    // ADMIN_EMAIL + ADMIN_PASSWORD at start creates a missing admin, and the admins can sign in.
    running = await startServer({ ...env, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: PASSWORD });
    expect(running.output()).toContain('Admin boss@example.com: created.');
    expect(running.output()).toContain('Admins must use two-factor sign-in');
    for (const email of ['ops@example.com', 'boss@example.com']) {
      const signIn = await postJson(`${running.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const me = await (await fetch(`${running.url}/api/me`, { headers: { cookie } })).json();
      expect(me).toMatchObject({
        user: { email, emailVerified: true, twoFactorEnabled: false },
        member: { role: 'Admin' },
      });
    }
  });

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-writes', async () => {
    const dataDir = tempDataDir();
    running = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000' });
    const url = running.url;
    const acknowledged: string[] = [];
    let n = 0;
    const writer = async () => {
      for (;;) {
        const email = `durable-${n++}@example.com`;
        try {
          const response = await postJson(`${url}/api/auth/sign-up/email`, { email, password: PASSWORD, name: email });
          if (response.status === 200) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));
    running.child.kill('SIGKILL');
    await waitForExit(running.child);
    await Promise.all(writers);
    running = undefined;

    running = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000' });
    for (const email of acknowledged) {
      const lookup = await postJson(`${running.url}/api/identity/sign-in-methods`, { email });
      expect(await lookup.json(), email).toEqual({ methods: ['password'] });
    }
  });
});
