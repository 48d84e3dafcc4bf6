import { test as base, expect } from '@playwright/test';

// A 4xx answer is part of the journeys (signed out, wrong password, unknown e-mail); Chromium logs each one.
const EXPECTED_CONSOLE_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** `test` whose page fails the test on any unexpected console error or uncaught exception (CONVENTIONS "Tests"). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
