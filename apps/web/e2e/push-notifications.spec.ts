import { PUSH_MESSAGES } from '@scouting/contract/push';
import { englishOf } from '@scouting/contract/sentences';
import { registerMemberViaApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// Push needs a service worker; the other journeys block them (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

type PushProbe = { permissionAsked: number };

/**
 * The test browser has no push service to reach (background networking is off), so its
 * PushManager is replaced by one that hands out a subscription at once, as Chrome would after
 * asking FCM; everything else (permission, the service worker, the server's key and routes) is real.
 * Its endpoint is on this machine, which the server accepts outside production only (a push
 * service's host otherwise, PUSH_ENDPOINT_HOSTS), and where nothing listens: no push is sent here.
 */
async function fakePushService(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const probe = window as unknown as PushProbe;
    probe.permissionAsked = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      probe.permissionAsked += 1;
      return ask();
    };
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      const endpoint = `http://127.0.0.1:9/e2e/${Math.random().toString(36).slice(2)}`;
      current = {
        endpoint,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  });
}

async function devicesOnServer(page: import('@playwright/test').Page): Promise<unknown[]> {
  const data = await (await page.request.get('/api/account/export')).json();
  return data.pushSubscriptions;
}

test('a member turns notifications on for this device, then off', async ({ page, context }) => {
  await fakePushService(page);
  await context.grantPermissions(['notifications']);
  await registerMemberViaApi(page.request, 'Player', { fullName: 'Pia Pushed' });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(section.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  // Nothing is asked of the browser until the member clicks.
  expect(await page.evaluate(() => (window as unknown as PushProbe).permissionAsked)).toBe(0);
  await expectNoViolations(page);

  await section.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(section.getByText(englishOf(PUSH_MESSAGES.turnedOn))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as PushProbe).permissionAsked)).toBe(1);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  // The push-only worker, or the app's own (which imports it) once that has registered.
  expect(worker).toMatch(/\/(push-)?sw\.js$/);
  expect(await devicesOnServer(page)).toHaveLength(1);

  await section.getByRole('button', { name: 'Turn off notifications' }).click();
  await expect(section.getByText(englishOf(PUSH_MESSAGES.turnedOff))).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  expect(await devicesOnServer(page)).toHaveLength(0);
});
