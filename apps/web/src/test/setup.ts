import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Component tests (vitest.config.ts, project web-components) run in happy-dom, which has what Mantine
// asks of a browser (matchMedia, ResizeObserver). Each test starts from an empty page and a real fetch.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
