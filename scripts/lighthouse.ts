/**
 * `npm run lighthouse`: Lighthouse's mobile preset, in the system Chromium, on the built app with
 * demo data (docs/performance.md#lighthouse). It starts the server on a throwaway DATA_DIR, seeds the demo, signs in as
 * the demo player, agent, scout, club and admin (every dashboard, docs/performance.md#lighthouse), audits the login and
 * sign-up pages and the five dashboards, and prints their scores against the targets.
 * Slow (a minute or more a page on 2 cores), so not part of `npm test`; run `npm run build` first.
 *
 * LIGHTHOUSE_PORT (default 4173) is where the server listens; CHROMIUM_PATH the browser;
 * LIGHTHOUSE_REPORT_DIR, when set, receives each page's full report (JSON) and its trace to see what costs;
 * LIGHTHOUSE_PAGES (e.g. "/player-dashboard,/agent-dashboard") audits only those paths;
 * LIGHTHOUSE_CPU_PROFILE=1 adds V8's sampling profiler to the traces, to see which functions fill a long
 * task (the sampler costs a little time itself: the scores of such a run are not the ones to quote).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { generateVapidKeys } from '../apps/server/src/config.ts';
import { totpCode } from '../apps/web/e2e/support/totp.ts';

const ROLES = ['Player', 'Agent', 'Scout', 'Club', 'Admin'] as const;
type Role = (typeof ROLES)[number];
type Page = { name: string; path: string; signInAs?: Role; performanceTarget: number };

// docs/performance.md#lighthouse: each dashboard ≥ 90 on the mobile preset with the demo's data.
const PAGES: Page[] = [
  { name: 'login', path: '/', performanceTarget: 90 },
  { name: 'sign-up', path: '/register', performanceTarget: 90 },
  { name: 'player dashboard', path: '/player-dashboard', signInAs: 'Player', performanceTarget: 90 },
  { name: 'agent dashboard', path: '/agent-dashboard', signInAs: 'Agent', performanceTarget: 90 },
  { name: 'scout dashboard', path: '/scout-dashboard', signInAs: 'Scout', performanceTarget: 90 },
  { name: 'club dashboard', path: '/club-dashboard', signInAs: 'Club', performanceTarget: 90 },
  { name: 'admin dashboard', path: '/admin-dashboard', signInAs: 'Admin', performanceTarget: 90 },
];
const ACCESSIBILITY_TARGET = 100;
const DEMO_PASSWORD = 'Demo!Pass1';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4173);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the machine's notes say: without the background-networking flags Chromium keeps calling
// Google's hosts, which this closed network refuses.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const vapid = generateVapidKeys();
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_ORIGIN: ORIGIN,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'lighthouse-run-secret-lighthouse-run-secret',
    // Production wants a mail server; nothing in this run sends mail.
    SMTP_URL: 'smtp://127.0.0.1:1',
    // And a VAPID pair (Web Push); nothing in this run pushes.
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:lighthouse@example.com',
    LOG_LEVEL: 'warn',
  };
}

/** Seeds the demo and returns the first member of each role's e-mail from the table it prints. */
function seedDemo(env: NodeJS.ProcessEnv): Record<Role, string> {
  const output = execFileSync(process.execPath, ['apps/server/src/scripts/seed-demo.ts'], { cwd: ROOT, env });
  const emailOf = (role: string) => {
    const match = output.toString().match(new RegExp(`'${role}'\\s*│\\s*'[^']*'\\s*│\\s*'([^']+)'`));
    if (!match?.[1]) throw new Error(`No demo ${role} in the seed's output:\n${output}`);
    return match[1];
  };
  return Object.fromEntries(ROLES.map((role) => [role, emailOf(role)])) as Record<Role, string>;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  for (let attempt = 0; attempt < 360; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`The server did not answer on ${ORIGIN} within three minutes.`);
}

/** Calls the auth API as a page would (same Origin), with `cookie` when given. */
async function authCall(route: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${ORIGIN}/api/auth/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} failed: ${response.status} ${await response.text()}`);
  return response;
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Signs in and returns the session cookie for Lighthouse to send. */
async function sessionCookie(email: string): Promise<string> {
  return cookiesOf(await authCall('sign-in/email', { email, password: DEMO_PASSWORD }));
}

/**
 * The demo admin has no two-factor sign-in yet, and until it has, every page but Settings sends it
 * there (decision 012). It sets it up as a person would: enable, then confirm a code of the secret.
 */
async function adminSessionCookie(email: string): Promise<string> {
  const cookie = await sessionCookie(email);
  const enabled = await authCall('two-factor/enable', { password: DEMO_PASSWORD }, cookie);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${totpURI}`);
  const verified = await authCall('two-factor/verify-totp', { code: totpCode(secret) }, cookie);
  return cookiesOf(verified) || cookie;
}

type Result = { page: Page; performance: number; accessibility: number; notes: string[] };

async function audit(chromePort: number, page: Page, cookie: string | undefined): Promise<Result> {
  const run = await lighthouse(`${ORIGIN}${page.path}`, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    ...(process.env.LIGHTHOUSE_CPU_PROFILE === '1'
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = page.name.replaceAll(' ', '-');
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(run.lhr, null, 2));
    // The page's trace, to open in Chrome's Performance panel: which task held the largest paint back.
    writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(run.artifacts.Trace));
  }
  const { categories, audits } = run.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  const failing = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  // A page Lighthouse could not load (too slow, nothing painted) scores 0: say why.
  const runtimeError = run.lhr.runtimeError ? [`Lighthouse error: ${run.lhr.runtimeError.message}`] : [];
  const notes = [
    ...runtimeError,
    `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ${metric('total-byte-weight')}`,
    ...(failing.length > 0 ? [`accessibility fails: ${failing.join(', ')}`] : []),
  ];
  return { page, performance: score('performance'), accessibility: score('accessibility'), notes };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('Run "npm run build" first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scouting-lighthouse-'));
  const env = serverEnv(dataDir);
  let server: ChildProcess | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    const emails = seedDemo(env);
    server = await startServer(env);
    // Signed in before the audits: a session does not expire in the minutes they take.
    const cookies = {} as Record<Role, string>;
    for (const role of ROLES) {
      cookies[role] = role === 'Admin' ? await adminSessionCookie(emails[role]) : await sessionCookie(emails[role]);
    }
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const results: Result[] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((entry) => entry.trim());
    for (const page of PAGES.filter(({ path }) => !only || only.includes(path))) {
      const result = await audit(chrome.port, page, page.signInAs ? cookies[page.signInAs] : undefined);
      console.log(`${page.path}: performance ${result.performance}, accessibility ${result.accessibility}`);
      results.push(result);
    }
    report(results);
  } finally {
    chrome?.kill();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server?.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: Result[]) {
  const rows = results.map(({ page, performance, accessibility }) => ({
    page: `${page.name} (${page.path})`,
    performance: `${performance} (≥ ${page.performanceTarget})`,
    accessibility: `${accessibility} (≥ ${ACCESSIBILITY_TARGET})`,
    result: performance >= page.performanceTarget && accessibility >= ACCESSIBILITY_TARGET ? 'PASS' : 'FAIL',
  }));
  console.log('Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown):');
  console.table(rows);
  for (const { page, notes } of results) console.log(`${page.path}: ${notes.join('; ')}`);
  if (rows.some((row) => row.result === 'FAIL')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
