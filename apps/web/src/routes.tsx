import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { meQuery, prefetchSharedQuery } from './api/first-screen-data.ts';
import { AppLayout } from './components/app-layout.tsx';
import { greetingFirst } from './components/first-screen-greeting.tsx';
import { RouteError } from './components/route-error.tsx';
import { ShellLoader } from './components/shell-loader.tsx';
import { LandingPage } from './features/auth/pages/landing-page.tsx';
import { LoginPage } from './features/auth/pages/login-page.tsx';
import { preloadPageSentences } from './i18n/i18n.ts';

const mailLinkPage = async () => ({ Component: (await import('./pages/mail-link-pages.tsx')).MailLinkPage });
const MAIL_LINK_PATHS = [
  '/confirm-record',
  '/write-reference',
  '/parental-consent',
  '/parental-revoke',
  '/representation-consent',
  '/guardian-invitation',
];

/** The account pages: open routes of docs/product.md#open-pages (and the wizard, which needs a signed-in account). */
const accountRoutes: RouteObject[] = [
  // The first screen is part of the entry, not lazy: a visitor to / then downloads one script instead of
  // the entry plus ~20 small shared chunks, which compress worse apart (decision 021).
  { index: true, Component: LandingPage },
  { path: '/login', Component: LoginPage },
  {
    // Every other account page also needs the Mantine styles the login page does without, and the
    // contract's messages.
    lazy: async () => {
      const [{ WithPageStyles }] = await Promise.all([
        import('./components/with-page-styles.tsx'),
        preloadPageSentences(),
      ]);
      return { Component: WithPageStyles };
    },
    children: [
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('./features/auth/pages/register-page.tsx')).RegisterPage }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('./features/auth/pages/dashboard-page.tsx')).DashboardPage }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('./features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      // The pages behind mailed links, a coach's and a parent's: one lazy component serves them all.
      ...MAIL_LINK_PATHS.map((path) => ({ path, lazy: mailLinkPage })),
      {
        lazy: async () => ({ Component: (await import('./components/require-auth.tsx')).RequireAuth }),
        children: [
          {
            path: '/complete-registration',
            lazy: async () => ({
              Component: (await import('./features/registration/pages/complete-registration-page.tsx'))
                .CompleteRegistrationPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./components/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];

/** The route the member pages are patched under once a navigation needs them (`patchMemberRoutes`). */
const MEMBER_PAGES_ROUTE_ID = 'member-pages';

export const routes: RouteObject[] = [
  {
    HydrateFallback: ShellLoader,
    // A failure in a layout's own parts (a header) shows our page too, never the router's stack dump.
    ErrorBoundary: RouteError,
    children: [
      { Component: AppLayout, children: [{ ErrorBoundary: RouteError, children: accountRoutes }] },
      {
        // Member pages share the dashboard header (bell, profile menu), which stays mounted between them.
        lazy: async () => ({ Component: (await import('./pages/member-layout.tsx')).MemberLayout }),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                id: MEMBER_PAGES_ROUTE_ID,
                lazy: async () => ({ Component: (await import('./components/require-member.tsx')).RequireMember }),
                children: [],
              },
            ],
          },
        ],
      },
    ],
  },
];

let memberRoutes: Promise<RouteObject[]> | undefined;
let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The member pages' route table (its role guards, the admin pages' list) stays out of the login page
 * (decision 021): React Router asks for it when a path matches nothing but the not-found splat, then
 * matches again, and the member routes rank above the splat. Patching the same routes again is a
 * no-op for React Router, and a patch from a navigation that was overtaken is dropped, so every
 * call patches.
 *
 * Every member page first checks the session (`RequireMember`): it is asked for here, while the member
 * pages' code loads, rather than once all of it has (a link straight to a dashboard, decision 015). On
 * the first load of a dashboard the code waits for the greeting the shell shows (greetingFirst).
 */
const patchMemberRoutes: PatchRoutesOnNavigationFunction = async ({ patch, path }) => {
  void prefetchSharedQuery(meQuery);
  // Only the page's first navigation shows the shell (HydrateFallback) whose greeting there is to wait for.
  const firstLoad = !router?.state.initialized;
  memberRoutes ??= (firstLoad ? greetingFirst(path) : Promise.resolve())
    .then(() => {
      // The shared chunks the member shell imports (the contract's schemas, forms, TanStack Query)
      // asked for on their own as well: they arrive first and evaluate in a task of their own, and
      // the shell's evaluation, the dashboards' longest task, is about half as long (decision 051).
      // Same downloads, at the same time; a failure here shows through the import below.
      import('./components/with-page-styles.tsx').catch(() => undefined);
      // The routes are patched in once the messages are there too: the dashboard renders under the
      // greeting without suspending for them.
      return Promise.all([import('./member-routes.tsx'), preloadPageSentences()]).then(([module]) => module);
    })
    .then(
      (module) => module.memberRoutes,
      (error: unknown) => {
        memberRoutes = undefined; // a dropped connection: the next navigation asks again
        throw error;
      },
    );
  patch(MEMBER_PAGES_ROUTE_ID, await memberRoutes);
};

export function createRouter() {
  router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchMemberRoutes });
  return router;
}
