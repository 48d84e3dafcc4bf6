import { expect, test } from '@playwright/test';
import { collectConsoleErrors, reportShownMessageIds } from './support/fixtures.ts';

// The journeys' own net (support/fixtures.ts): a contract message id that reaches the page unsaid fails them.
test('a message id shown as it is, in a text or a label, is reported as a console error', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await reportShownMessageIds(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);

  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'MESSAGES.fieldRequired';
    document.body.append(note);
    document.querySelector('input')?.setAttribute('aria-label', 'SHORTLIST_MESSAGES.nameTaken');
  });
  await expect
    .poll(() => errors)
    .toEqual([
      'A message id is shown instead of its sentence: MESSAGES.fieldRequired',
      'A message id is shown instead of its sentence: SHORTLIST_MESSAGES.nameTaken',
    ]);
});
