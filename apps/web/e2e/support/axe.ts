import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2 A and AA, zero violations (docs/conventions.md#look-and-feel). */
export async function expectNoViolations(page: Page) {
  // A modal still fading in has its text at partial opacity, which axe measures as low contrast:
  // check the page as it settles, not mid-transition. Two frames first: a modal opened just now has
  // not started its transition yet, and "no animation running" would pass before it began.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // WCAG 2.5.3 (label in name): an experimental rule axe leaves out unless asked; Lighthouse asks.
  const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  const summary = [...results.violations, ...labelInName.violations].map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Fails when the page scrolls sideways at the current viewport (a 360 px phone in the journeys). */
export async function expectNoHorizontalScroll(page: Page, what: string) {
  const { overflow, widest } = await page.evaluate(() => {
    // The innermost elements reaching past the right edge: what to fix when this fails.
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      widest: innermost
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
        .join(', '),
    };
  });
  expect(overflow, `horizontal overflow on ${what} (${widest})`).toBeLessThanOrEqual(0);
}
