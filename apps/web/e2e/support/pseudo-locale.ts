import { expect, type Page } from '@playwright/test';

/**
 * Decision 037: what a page shows outside the catalogs. In the pseudo-locale (?pseudo-locale=on,
 * apps/web/src/i18n/pseudo-locale.ts) every catalog message is marked ⟦…⟧; a visible text with
 * letters outside any mark, or a label, placeholder, title or alt without one, came from somewhere
 * else. `data` names what the page shows of members' own data (names, titles), which stays as typed;
 * dates and numbers come from Intl and carry no mark either (a <time>, a chart's axes).
 */
export async function untranslatedTexts(page: Page, data: readonly string[] = [], skip = ''): Promise<string[]> {
  return page.evaluate(
    ({ known, others }) => {
      const found = new Set<string>();
      // Members' own data, and what reads the same in every language: an address, a position's code, a
      // number. A text joins them with separators ("Getafe - 2019"): each piece must be one of them.
      const knownTexts = new Set(known);
      const isData = (text: string) =>
        knownTexts.has(text) ||
        text
          .split(/\s*[·–|,()]\s*|\s+[-/]\s+/)
          .map((piece) => piece.trim())
          .every(
            (piece) =>
              !/\p{L}/u.test(piece) ||
              knownTexts.has(piece) ||
              /^https?:\/\/\S*$/.test(piece) ||
              /^[A-Z]{2,3}$/.test(piece),
          );
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
      };
      // A position in the page's text is marked when an opening mark precedes it and no closing one
      // has ended that mark: a message cut into several nodes (a link inside a sentence) stays marked.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let depth = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        const countable =
          parent &&
          !parent.closest(`script, style, noscript, time, svg, .mantine-Avatar-root${others ? `, ${others}` : ''}`) &&
          visible(parent);
        let outside = '';
        for (const char of text) {
          if (char === '⟦') depth += 1;
          else if (char === '⟧') depth = Math.max(0, depth - 1);
          else if (depth === 0) outside += char;
        }
        const stray = outside.trim();
        if (countable && /\p{L}/u.test(stray) && !isData(stray)) found.add(stray);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (!visible(element) || (others && element.closest(others))) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value && /\p{L}/u.test(value) && !value.includes('⟦') && !isData(value)) found.add(`[${name}] ${value}`);
        }
      }
      return [...found].sort();
    },
    { known: data, others: skip },
  );
}

/**
 * The page, once its heading shows, has no text outside the catalogs but `data`; `skip` names the
 * parts that show other journeys' data (an admin's queues hold every journey's items).
 */
export async function expectAllTranslated(page: Page, data: readonly string[] = [], skip = '') {
  await expect(page.locator('h1').first()).toBeVisible();
  // Check the page itself, not the shell that greets before it or a loader standing for a part of it.
  await expect(page.locator('[data-shell-loader], main [data-page-loader]')).toHaveCount(0);
  // A page that failed shows the error page, whose words are all in the catalogs: not a pass.
  await expect(page.locator('[data-route-error]')).toHaveCount(0);
  await expect.poll(() => untranslatedTexts(page, data, skip), { timeout: 10_000 }).toEqual([]);
}
