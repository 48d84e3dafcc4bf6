import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The installable app (decision 027) on a phone. The other journeys run without the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

// What the e2e server sends as /sw.js (apps/server/src/web-app.ts serves apps/web/dist).
const BUILT_WORKER = path.resolve(import.meta.dirname, '../dist/sw.js');

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** Width and height from a PNG's header (the IHDR chunk right after the 8-byte signature). */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Waits until the service worker the page registered (once idle after loading) is active. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The address of every answer in the origin's caches. */
async function storedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test('the page links a manifest that describes an installable app, with icons that load', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(englishOf(MESSAGES.tagline))).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Scouting Network',
    short_name: 'Scouting',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f7a3a',
    background_color: '#ffffff',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color as string);

  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await page.request.get(appleIcon ?? '');
  expect(pngSize(await apple.body())).toBe('180x180');
});

test('the service worker controls the app after a reload, serves its scripts and never an API answer', async ({
  page,
}) => {
  const member = await registerMemberViaApi(page.request, 'Player');
  const fromWorker: string[] = [];
  const apiAnswers: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.fromServiceWorker()) fromWorker.push(path);
    if (path.startsWith('/api/')) apiAnswers.push(path);
  });

  await page.goto('/player-dashboard');
  await expect(page.getByRole('heading', { name: new RegExp(member.fullName) })).toBeVisible();
  await workerReady(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(member.fullName) })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // More of the app, through its API: the notifications page and its list.
  await page.goto('/player-notifications');
  await expect(page.getByText(englishOf(MESSAGES.noNotifications))).toBeVisible();

  // The entry script came from the worker's precache; hashed chunks are stored as pages load them.
  expect(fromWorker.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);
  const stored = (await storedUrls(page)).map((url) => new URL(url).pathname);
  expect(stored.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(stored).toContain('/offline.html');
  // Never an API or dev answer: not stored, not answered by the worker.
  expect(stored.filter((path) => path.startsWith('/api/') || path.startsWith('/dev/'))).toEqual([]);
  expect(apiAnswers).toContain('/api/session');
  expect(apiAnswers.some((path) => path.startsWith('/api/notifications'))).toBe(true);
  expect(fromWorker.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test('without a network a page shows our offline page, and the app comes back with the network', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByText(englishOf(MESSAGES.tagline))).toBeVisible();
  await workerReady(page);

  await context.setOffline(true);
  await page.goto('/register');
  await expect(page.getByText(englishOf(MESSAGES.offline), { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // offline.js loads the address again once the browser is back online.
  await context.setOffline(false);
  await expect(page.getByText('Already have an account?')).toBeVisible();
});

test('a new version waits for the member, who applies it with Reload', async ({ page }) => {
  await page.goto('/');
  await workerReady(page);
  // A returning visitor: the worker controls the page.
  await page.reload();
  await expect(page.getByText(englishOf(MESSAGES.tagline))).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // A deploy, as the browser sees it: the server's sw.js has other bytes (a new precache list). The
  // browser fetches the worker's script itself, past page.route, so the built file changes until the
  // journey ends; only this file's journeys let a worker register (playwright.config.ts). Restoring
  // it earlier would be a second deploy: the reload's own update check would find the first bytes
  // again and install them as yet another waiting worker.
  const original = readFileSync(BUILT_WORKER, 'utf8');
  writeFileSync(BUILT_WORKER, `${original}\n// the next version\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const notice = page.getByRole('alert').filter({ hasText: englishOf(MESSAGES.appUpdateReady) });
    await expect(notice).toBeVisible();
    await expectNoViolations(page);
    // Until the member answers, the page keeps the worker it started with and the new one waits.
    const waiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(await waiting()).toBe(true);

    await page.evaluate(() => {
      (window as { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText(englishOf(MESSAGES.tagline))).toBeVisible();
    expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    expect(await waiting()).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  } finally {
    writeFileSync(BUILT_WORKER, original);
  }
});
