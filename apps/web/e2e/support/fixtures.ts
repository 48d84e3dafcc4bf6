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

/**
 * A contract message reaches the page by its id (`MESSAGES.fieldRequired`, decision 073) and is
 * said by `useSentence()`; an id shown as it is means a path that forgot to say it. Watches every
 * text and label the page shows, for as long as it lives, and reports an id as a console error,
 * which fails the journey below.
 */
export async function reportShownMessageIds(page: Page) {
  await page.addInitScript(() => {
    const MESSAGE_ID = /\b(?:[A-Z][A-Z_]*_)?(?:MESSAGES|NAMES)\.[A-Za-z]\w*/;
    const LABELS = ['aria-label', 'title', 'placeholder', 'aria-description', 'alt'];
    const seen = new Set<string>();
    const check = (text: string | null | undefined) => {
      const id = text ? MESSAGE_ID.exec(text)?.[0] : undefined;
      if (id && !seen.has(id)) {
        seen.add(id);
        console.error(`A message id is shown instead of its sentence: ${id}`);
      }
    };
    const checkNode = (node: Node) => {
      check(node.textContent);
      if (node instanceof Element)
        for (const element of [node, ...node.querySelectorAll('*')])
          for (const name of LABELS) check(element.getAttribute(name));
    };
    const start = () => {
      checkNode(document.documentElement);
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') check((record.target as Element).getAttribute(record.attributeName ?? ''));
          else if (record.type === 'characterData') check(record.target.textContent);
          else for (const node of record.addedNodes) checkNode(node);
        }
      }).observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: LABELS,
      });
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  });
}

/** `test` whose page fails the test on any unexpected console error or uncaught exception (a message id shown as it is among them) (docs/conventions.md#tests). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = collectConsoleErrors(page);
    await keepYouTubeThumbnailsLocal(page);
    await reportShownMessageIds(page);
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
