import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { LanguageProvider } from '../i18n/language-provider.tsx';
import { cssVariablesResolver, theme } from '../theme.ts';

/**
 * `ui` inside what the app puts around every page (app.tsx): the language, Mantine with the app's
 * theme and its notifications, a query client of its own (no retries, nothing shared between
 * tests) and a router at `path` (its query too), whose other pages show their path so a test sees where it went.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <LanguageProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </LanguageProvider>,
  );
}

/** Any page but the one under test: where the form went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="navigated to">{pathname + search}</output>;
}

type Answer = { status?: number; body: unknown };

/**
 * The network, and only the network: `fetch` answers each `METHOD /path` of `routes` with its JSON
 * (any other call: 404), and the spy tells which calls the page made with which bodies.
 */
export function stubFetch(routes: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = routes[`${init?.method ?? 'GET'} ${path}`] ?? {
      status: 404,
      body: { error: 'Not found.', code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The calls the page made, as `METHOD /path` and the JSON body sent. */
export function sentRequests(spy: ReturnType<typeof stubFetch>) {
  return spy.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
