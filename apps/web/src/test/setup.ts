import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadSentences } from '../i18n/sentences.ts';

// Component tests (vitest.config.ts, project web-components) run in happy-dom, which has what Mantine
// asks of a browser (matchMedia, ResizeObserver). Each test starts from an empty page and a real fetch.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// As main.tsx does at startup: the English of the messages pages name by id is there before a page
// renders (decision 073), so a component test sees the page, not the loader.
beforeAll(() => preloadSentences('en'));
