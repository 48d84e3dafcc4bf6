import { OPPORTUNITY_POSTER_ROLES } from '@scouting/contract/opportunities';
import type { TRole } from '@scouting/contract/roles';
import { SCOUT_REPORT_AUTHOR_ROLES } from '@scouting/contract/scout-reports';
import { SEARCHER_ROLES } from '@scouting/contract/search';
import { SHORTLIST_OWNER_ROLES } from '@scouting/contract/shortlists';
import type { RouteObject } from 'react-router';
import {
  ADMIN_LIST_PAGES,
  ADMIN_OVERSIGHT_PAGES,
  ADMIN_PLACEHOLDER_PAGES,
  type AdminPage,
  OPERATIONS_PAGES,
  REVIEW_PAGES,
} from './components/admin-pages.ts';
import { RequireRole } from './components/require-role.tsx';
import type { RouteHandle } from './hooks/route-title.ts';

function placeholderRoute({ path, titleId }: AdminPage): RouteObject {
  const handle: RouteHandle = { titleId };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('./components/placeholder-page.tsx')).PlaceholderPage }),
  };
}

/** A role's own dashboard; any other member is sent to theirs. */
function dashboardRoute(role: TRole, path: string, lazy: RouteObject['lazy']): RouteObject {
  return { element: <RequireRole roles={[role]} otherwise="redirect" />, children: [{ path, lazy }] };
}

const notificationsPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/notifications/pages/notifications-page.tsx')).NotificationsPage,
});

// docs/product.md#representation: the admin's offers and agreements, two pages of one module.
const representationAdminPages = () => import('./features/representation-admin/pages/representation-admin-pages.tsx');

/** Every page of a registered member; the caller wraps them in RequireMember and the member layout. */
export const memberRoutes: RouteObject[] = [
  dashboardRoute('Agent', '/agent-dashboard', async () => ({
    Component: (await import('./pages/agent-dashboard-page.tsx')).AgentDashboardPage,
  })),
  dashboardRoute('Player', '/player-dashboard', async () => ({
    Component: (await import('./pages/player-dashboard-page.tsx')).PlayerDashboardPage,
  })),
  dashboardRoute('Scout', '/scout-dashboard', async () => ({
    Component: (await import('./pages/scout-club-dashboard.tsx')).ScoutDashboardPage,
  })),
  dashboardRoute('Club', '/club-dashboard', async () => ({
    Component: (await import('./pages/scout-club-dashboard.tsx')).ClubDashboardPage,
  })),
  dashboardRoute('Parent', '/parent-dashboard', async () => ({
    Component: (await import('./features/guardians/pages/parent-dashboard-page.tsx')).ParentDashboardPage,
  })),
  {
    // A child's activity, for their guardian (docs/product.md#parents); the server answers 404 for anyone else's child.
    element: <RequireRole roles={['Parent']} otherwise="redirect" />,
    children: [
      {
        path: '/parent-dashboard/children/:childId',
        lazy: async () => ({
          Component: (await import('./features/guardians/pages/child-activity-page.tsx')).ChildActivityPage,
        }),
      },
    ],
  },
  {
    // Admin pages: any other member is told why the page stays closed.
    element: <RequireRole roles={['Admin']} otherwise="forbid" />,
    children: [
      {
        path: '/admin-dashboard',
        lazy: async () => ({
          Component: (await import('./features/dashboards/pages/admin-dashboard-page.tsx')).AdminDashboardPage,
        }),
      },
      {
        path: REVIEW_PAGES.underageRequests.path,
        lazy: async () => ({
          Component: (await import('./features/underage/pages/review-underage-requests-page.tsx'))
            .ReviewUnderageRequestsPage,
        }),
      },
      {
        path: REVIEW_PAGES.transfermarktApplications.path,
        lazy: async () => ({
          Component: (await import('./features/transfermarkt/pages/review-transfermarkt-applications-page.tsx'))
            .ReviewTransfermarktApplicationsPage,
        }),
      },
      {
        path: REVIEW_PAGES.agentVerifications.path,
        lazy: async () => ({
          Component: (await import('./features/verification/pages/review-agent-verifications-page.tsx'))
            .ReviewAgentVerificationsPage,
        }),
      },
      {
        path: REVIEW_PAGES.clubVerifications.path,
        lazy: async () => ({
          Component: (await import('./features/club-verification/pages/review-club-verifications-page.tsx'))
            .ReviewClubVerificationsPage,
        }),
      },
      {
        path: REVIEW_PAGES.clubNeeds.path,
        lazy: async () => ({
          Component: (await import('./features/club-needs/pages/review-club-needs-page.tsx')).ReviewClubNeedsPage,
        }),
      },
      {
        path: REVIEW_PAGES.reports.path,
        lazy: async () => ({
          Component: (await import('./features/reports/pages/review-reports-page.tsx')).ReviewReportsPage,
        }),
      },
      {
        path: REVIEW_PAGES.auditLog.path,
        lazy: async () => ({
          Component: (await import('./features/audit/pages/audit-log-page.tsx')).AuditLogPage,
        }),
      },
      {
        path: ADMIN_LIST_PAGES.applicationsToAgents.path,
        lazy: async () => ({
          Component: (await import('./features/admin-applications/pages/applications-to-agents-page.tsx'))
            .ApplicationsToAgentsPage,
        }),
      },
      {
        path: ADMIN_LIST_PAGES.agentSigningRequests.path,
        lazy: async () => ({ Component: (await representationAdminPages()).AgentSigningRequestsPage }),
      },
      {
        path: ADMIN_LIST_PAGES.signedPlayersByAgents.path,
        lazy: async () => ({ Component: (await representationAdminPages()).SignedPlayersByAgentsPage }),
      },
      {
        path: OPERATIONS_PAGES.failedMails.path,
        lazy: async () => ({
          Component: (await import('./features/failed-mails/pages/failed-mails-page.tsx')).FailedMailsPage,
        }),
      },
      // The Agent tab's oversight (docs/product.md#admin-pages); the analytics' charts load with their page only.
      {
        path: ADMIN_OVERSIGHT_PAGES.agentPosts.path,
        lazy: async () => ({
          Component: (await import('./features/agent-oversight/pages/agent-posts-page.tsx')).AgentPostsPage,
        }),
      },
      {
        path: ADMIN_OVERSIGHT_PAGES.agentMessagingReview.path,
        lazy: async () => ({
          Component: (await import('./features/agent-oversight/pages/agent-messaging-review-page.tsx'))
            .AgentMessagingReviewPage,
        }),
      },
      {
        path: `${ADMIN_OVERSIGHT_PAGES.agentMessagingReview.path}/:conversationId`,
        lazy: async () => ({
          Component: (await import('./features/agent-oversight/pages/agent-conversation-page.tsx'))
            .AgentConversationPage,
        }),
      },
      {
        path: ADMIN_OVERSIGHT_PAGES.agentAnalytics.path,
        lazy: async () => ({
          Component: (await import('./features/agent-oversight/pages/agent-analytics-page.tsx')).AgentAnalyticsPage,
        }),
      },
      {
        path: ADMIN_OVERSIGHT_PAGES.agentProfileViews.path,
        lazy: async () => ({
          Component: (await import('./features/agent-oversight/pages/agent-profile-views-page.tsx'))
            .AgentProfileViewsPage,
        }),
      },
      ...ADMIN_PLACEHOLDER_PAGES.map(placeholderRoute),
    ],
  },
  {
    path: '/video-profile/:playerId',
    lazy: async () => ({
      Component: (await import('./pages/video-profile-page.tsx')).VideoProfilePage,
    }),
  },
  {
    // Agents, scouts and clubs post opportunities and handle the applications to them (decision 020).
    element: <RequireRole roles={[...OPPORTUNITY_POSTER_ROLES, 'Admin']} otherwise="forbid" />,
    children: [
      {
        path: '/view-posts',
        lazy: async () => ({
          Component: (await import('./features/opportunities/pages/view-posts-page.tsx')).ViewPostsPage,
        }),
      },
      {
        path: '/view-applications',
        lazy: async () => ({
          Component: (await import('./pages/application-pages.tsx')).ViewApplicationsPage,
        }),
      },
      {
        // docs/product.md#applications: one application, its history and trial, and the poster's answers.
        path: '/applications/:applicationId',
        lazy: async () => ({
          Component: (await import('./pages/application-pages.tsx')).ApplicationDetailPage,
        }),
      },
    ],
  },
  {
    // The stars are the poster's own; an admin has none.
    element: <RequireRole roles={OPPORTUNITY_POSTER_ROLES} otherwise="forbid" />,
    children: [
      {
        path: '/bookmarks',
        lazy: async () => ({
          Component: (await import('./features/applications/pages/bookmarks-page.tsx')).BookmarksPage,
        }),
      },
    ],
  },
  {
    element: <RequireRole roles={['Agent']} otherwise="forbid" />,
    children: [
      {
        // docs/product.md#representation: only an agent offers; the page tells an unverified one what to do first.
        path: '/offer-to-sign/:playerId',
        lazy: async () => ({
          Component: (await import('./features/representation/pages/offer-to-sign-page.tsx')).OfferToSignPage,
        }),
      },
      {
        // docs/product.md#club-needs: the server answers an unverified agent with the sentence saying who may read.
        path: '/club-needs',
        lazy: async () => ({
          Component: (await import('./features/club-needs/pages/club-needs-page.tsx')).ClubNeedsPage,
        }),
      },
      {
        path: '/agent-verification',
        lazy: async () => ({
          Component: (await import('./features/verification/pages/agent-verification-page.tsx')).AgentVerificationPage,
        }),
      },
    ],
  },
  {
    // Decision 061: the club reads and answers the pitches on its requirement, an agent reads its own.
    element: <RequireRole roles={['Club', 'Agent', 'Admin']} otherwise="forbid" />,
    children: [
      {
        path: '/club-needs/:id/pitches',
        lazy: async () => ({
          Component: (await import('./features/club-needs/pages/need-pitches-page.tsx')).NeedPitchesPage,
        }),
      },
    ],
  },
  {
    // Decision 019: the roles that keep shortlists.
    element: <RequireRole roles={SHORTLIST_OWNER_ROLES} otherwise="forbid" />,
    children: [
      {
        path: '/shortlists',
        lazy: async () => ({
          Component: (await import('./features/shortlists/pages/shortlists-page.tsx')).ShortlistsPage,
        }),
      },
    ],
  },
  {
    // Scouting reports (decision 053): written by everyone who scouts, never by players.
    element: <RequireRole roles={SCOUT_REPORT_AUTHOR_ROLES} otherwise="forbid" />,
    children: [
      {
        path: '/scout-reports',
        lazy: async () => ({
          Component: (await import('./features/scout-reports/pages/scout-reports-page.tsx')).ScoutReportsPage,
        }),
      },
      {
        path: '/scout-reports/new',
        lazy: async () => ({
          Component: (await import('./features/scout-reports/pages/scout-report-form-page.tsx')).NewScoutReportPage,
        }),
      },
      {
        path: '/scout-reports/:id',
        lazy: async () => ({
          Component: (await import('./features/scout-reports/pages/scout-report-page.tsx')).ScoutReportPage,
        }),
      },
      {
        path: '/scout-reports/:id/edit',
        lazy: async () => ({
          Component: (await import('./features/scout-reports/pages/scout-report-form-page.tsx')).EditScoutReportPage,
        }),
      },
    ],
  },
  {
    // A player reads the feedback written for them (decision 053).
    element: <RequireRole roles={['Player']} otherwise="forbid" />,
    children: [
      {
        path: '/my-feedback',
        lazy: async () => ({
          Component: (await import('./features/scout-reports/pages/my-feedback-page.tsx')).MyFeedbackPage,
        }),
      },
    ],
  },
  {
    // Decision 018: the members who scout search players; players do not search each other.
    element: <RequireRole roles={SEARCHER_ROLES} otherwise="forbid" />,
    children: [
      {
        path: '/search',
        lazy: async () => ({ Component: (await import('./features/search/pages/search-page.tsx')).SearchPage }),
      },
    ],
  },
  {
    // Players side by side: the members who judge players, as GET /api/compare allows.
    element: <RequireRole roles={SEARCHER_ROLES} otherwise="forbid" />,
    children: [
      {
        path: '/compare',
        lazy: async () => ({ Component: (await import('./features/compare/pages/compare-page.tsx')).ComparePage }),
      },
    ],
  },
  {
    path: '/agent-profile/:userId',
    lazy: async () => ({
      Component: (await import('./features/profiles/pages/agent-profile-page.tsx')).AgentProfilePage,
    }),
  },
  {
    path: '/scout-profile/:userId',
    lazy: async () => ({
      Component: (await import('./features/profiles/pages/scout-profile-page.tsx')).ScoutProfilePage,
    }),
  },
  {
    path: '/club-profile/:userId',
    lazy: async () => ({
      Component: (await import('./features/profiles/pages/club-profile-page.tsx')).ClubProfilePage,
    }),
  },
  {
    path: '/player-profile/:userId',
    lazy: async () => ({
      Component: (await import('./pages/player-profile-page.tsx')).PlayerProfilePage,
    }),
  },
  {
    element: <RequireRole roles={['Player']} otherwise="forbid" />,
    children: [
      {
        path: '/apply/:opportunityId',
        lazy: async () => ({ Component: (await import('./features/applications/pages/apply-page.tsx')).ApplyPage }),
      },
      {
        // The player's market (docs/product.md#opportunities).
        path: '/opportunities',
        lazy: async () => ({
          Component: (await import('./features/opportunities/pages/open-opportunities-page.tsx')).OpenOpportunitiesPage,
        }),
      },
      {
        path: '/my-applications',
        lazy: async () => ({
          Component: (await import('./pages/my-applications-page.tsx')).MyApplicationsPage,
        }),
      },
      {
        path: '/apply-transfermarkt/:userId',
        lazy: async () => ({
          Component: (await import('./features/transfermarkt/pages/apply-transfermarkt-page.tsx'))
            .ApplyTransfermarktPage,
        }),
      },
    ],
  },
  {
    // docs/product.md#representation: the two sides of an offer to sign and of the agreements made from it.
    element: <RequireRole roles={['Player', 'Agent']} otherwise="forbid" />,
    children: [
      {
        path: '/representation',
        lazy: async () => ({
          Component: (await import('./features/representation/pages/representation-page.tsx')).RepresentationPage,
        }),
      },
    ],
  },
  {
    // An agreement's printable summary: its two sides, and the admin who lists every agreement.
    element: <RequireRole roles={['Player', 'Agent', 'Admin']} otherwise="forbid" />,
    children: [
      {
        path: '/representation/:agreementId',
        lazy: async () => ({
          Component: (await import('./features/representation/pages/representation-summary-page.tsx'))
            .RepresentationSummaryPage,
        }),
      },
    ],
  },
  {
    // Decision 012: every member's Settings; an admin without two-factor is kept here until it is on.
    path: '/settings',
    lazy: async () => ({ Component: (await import('./features/settings/pages/settings-page.tsx')).SettingsPage }),
  },
  { path: '/agent-notifications', lazy: notificationsPage },
  { path: '/player-notifications', lazy: notificationsPage },
];
