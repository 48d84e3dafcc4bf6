import { type Browser, expect } from '@playwright/test';
import { E2E_ADMIN } from './credentials.ts';
import { openSecondBrowser } from './messaging.ts';
import { logIn } from './pages.ts';

/**
 * The e2e admin in a browser of their own, phone-sized (the review pages must work there), signed
 * in from the landing page and on the admin dashboard.
 */
export async function openAdminDashboard(browser: Browser) {
  const adminBrowser = await openSecondBrowser(browser);
  const admin = adminBrowser.page;
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto('/');
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  return adminBrowser;
}

/** The admin signed in as above, on the admin page whose dashboard link and heading are `pageName`. */
export async function openAdminBrowser(browser: Browser, pageName: string) {
  const adminBrowser = await openAdminDashboard(browser);
  const admin = adminBrowser.page;
  await admin.getByRole('link', { name: pageName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  return adminBrowser;
}
