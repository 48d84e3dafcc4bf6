import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/app-layout.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { RequireAuth } from './components/require-auth.tsx';
import { RequireMember } from './components/require-member.tsx';
import { RouteError } from './components/route-error.tsx';
import { memberRoutes } from './member-routes.tsx';

/** The account pages: open routes of SPEC §2 (and the wizard, which needs a signed-in account). */
const accountRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./features/auth/pages/landing-page.tsx')).LandingPage }),
  },
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./features/auth/pages/login-page.tsx')).LoginPage }),
  },
  {
    // Every other account page also needs the Mantine styles the login page does without.
    lazy: async () => ({ Component: (await import('./components/with-page-styles.tsx')).WithPageStyles }),
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
      {
        // The parent's page behind the consent mail (issue 12 §1): no account needed.
        path: '/parental-consent',
        lazy: async () => ({
          Component: (await import('./features/parental-consent/pages/parental-consent-page.tsx')).ParentalConsentPage,
        }),
      },
      {
        // The link in a parent's approval mail (issue 12 §4): no account.
        path: '/parental-revoke',
        lazy: async () => ({
          Component: (await import('./features/parental-revoke/pages/parental-revoke-page.tsx')).ParentalRevokePage,
        }),
      },
      {
        Component: RequireAuth,
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

export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    children: [
      { Component: AppLayout, children: [{ ErrorBoundary: RouteError, children: accountRoutes }] },
      {
        // Member pages share the dashboard header (bell, profile menu), which stays mounted between them.
        lazy: async () => ({ Component: (await import('./pages/member-layout.tsx')).MemberLayout }),
        children: [{ ErrorBoundary: RouteError, children: [{ Component: RequireMember, children: memberRoutes }] }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
