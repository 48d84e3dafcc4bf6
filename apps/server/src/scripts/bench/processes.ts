import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { generateVapidKeys } from '../../config.ts';
import type { CapturedAnswer } from './captured-answer.ts';

const SERVER_MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const BARE_FASTIFY = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url));
const BARE_NODE = fileURLToPath(new URL('./bare-node.ts', import.meta.url));

/** `pid`: for reading the process's CPU time (cpu-time.ts). */
export type RunningProcess = { url: string; pid: number | undefined; stop(): Promise<void> };

/** Starts a Node script with the same Node that runs the bench, and waits until `readyPath` answers. */
async function startNode(script: string, env: Record<string, string>, port: number, readyPath: string) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(url + readyPath)).ok) return { url, pid: child.pid, stop: () => stop(child) };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop(child);
  throw new Error(`${script} did not answer ${readyPath} within 2 minutes`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
}

export function startBareFastify(port: number): Promise<RunningProcess> {
  return startNode(BARE_FASTIFY, {}, port, '/bare');
}

/** Node's http alone, answering each path with the answer given for it (bare-node.ts). */
export function startBareNode(port: number, answers: Record<string, CapturedAnswer>): Promise<RunningProcess> {
  return startNode(BARE_NODE, { BENCH_ANSWERS: JSON.stringify(answers) }, port, '/ready');
}

/**
 * The real server (apps/server/src/main.ts) as production runs it: NODE_ENV=production, so the
 * same rate limiting, logging level and error handling; SMTP is required there but no bench
 * request sends mail.
 */
export function startServer(
  port: number,
  database: { dataDir: string; databaseUrl?: string | undefined },
  authSecret: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningProcess> {
  return startNode(
    SERVER_MAIN,
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      AUTH_SECRET: authSecret,
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRANSFERMARKT_EMAIL: 'bench@localhost.example',
      // Production wants a VAPID pair (Web Push); nothing in the bench pushes.
      ...vapidEnv(),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    port,
    '/api/health',
  );
}

function vapidEnv(): Record<string, string> {
  const keys = generateVapidKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:bench@example.com',
  };
}
