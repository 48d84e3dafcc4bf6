import { test as base, expect, type Page } from '@playwright/test';

// A 4xx answer is part of the journeys (signed out, wrong password, unknown e-mail); Chromium logs each one.
const EXPECTED_CONSOLE_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Every journey shares one server, so any agent dashboard may list videos another journey synced;
 * their thumbnails answer 404 here (the drawn placeholder shows) instead of reaching YouTube.
 */
export async function keepYouTubeThumbnailsLocal(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
}

/** Collects the page's unexpected console errors and uncaught exceptions, for the test to check at its end. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** `test` whose page fails the test on any unexpected console error or uncaught exception (docs/conventions.md#tests). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = collectConsoleErrors(page);
    await keepYouTubeThumbnailsLocal(page);
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
