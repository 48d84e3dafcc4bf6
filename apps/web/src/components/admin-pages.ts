import type { MemberMessageId } from '../i18n/areas/member.ts';

/**
 * A page an admin reaches from the admin dashboard (docs/product.md#admin-pages), with the title its route and card
 * share: `title` is the product's English (docs/product.md#admin-pages), `titleId` its message in the member catalog (docs/product.md#languages).
 */
export type AdminPage = { path: string; title: string; titleId: MemberMessageId };

/** The three review screens. */
export const REVIEW_PAGES = {
  agentVerifications: {
    path: '/review-agent-verifications',
    title: 'Review Agent Verifications',
    titleId: 'member.page.agentVerifications',
  },
  transfermarktApplications: {
    path: '/review-transfermarkt-applications',
    title: 'Review Transfermarkt Applications',
    titleId: 'member.page.transfermarktApplications',
  },
  underageRequests: {
    path: '/review-underage-requests',
    title: 'Review Underage Requests',
    titleId: 'member.page.underageRequests',
  },
  clubVerifications: {
    path: '/review-club-verifications',
    title: 'Review Club Verifications',
    titleId: 'member.page.clubVerifications',
  },
  clubNeeds: { path: '/review-club-needs', title: 'Review Club Needs', titleId: 'member.page.reviewClubNeeds' },
  reports: { path: '/review-reports', title: 'Review Reports', titleId: 'member.page.reports' },
  auditLog: { path: '/audit-log', title: 'Audit Log', titleId: 'member.page.auditLog' },
} as const satisfies Record<string, AdminPage>;

/** What keeps the deployment running: the mails the job queue gave up on (decision 033). */
export const OPERATIONS_PAGES = {
  failedMails: { path: '/admin/failed-mails', title: 'Failed mail', titleId: 'member.page.failedMails' },
} as const satisfies Record<string, AdminPage>;

/**
 * Placeholder pages (docs/product.md#admin-pages) that now show their list: the applications to agents' posts (docs/product.md#applications),
 * the offers to sign and the agreements they made (docs/product.md#representation).
 */
export const ADMIN_LIST_PAGES = {
  applicationsToAgents: {
    path: '/player-applications-to-agents',
    title: 'Player Applications to Agents',
    titleId: 'member.page.applicationsToAgents',
  },
  agentSigningRequests: {
    path: '/agent-signing-requests',
    title: 'Agent Signing Requests',
    titleId: 'member.page.agentSigningRequests',
  },
  signedPlayersByAgents: {
    path: '/signed-players-by-agents',
    title: 'Signed Players by Agents',
    titleId: 'member.page.signedPlayersByAgents',
  },
} as const satisfies Record<string, AdminPage>;

/** Placeholder pages that became the admins' oversight of agents (docs/product.md#admin-pages). */
export const ADMIN_OVERSIGHT_PAGES = {
  agentAnalytics: { path: '/agent-analytics', title: 'Agent Analytics', titleId: 'member.page.agentAnalytics' },
  agentPosts: {
    path: '/opportunities-posted-by-agents',
    title: 'Opportunities Posted by Agents',
    titleId: 'member.page.agentPosts',
  },
  agentMessagingReview: {
    path: '/agent-messaging-review',
    title: 'Agent Messaging Review',
    titleId: 'member.page.agentMessagingReview',
  },
  agentProfileViews: {
    path: '/agent-profile-views-analytics',
    title: 'Agent Profile Views Analytics',
    titleId: 'member.page.agentProfileViews',
  },
} as const satisfies Record<string, AdminPage>;

/** The pages of the Agent tab (docs/product.md#admin-pages), in their order: placeholders, and those that became lists. */
const AGENT_SPEC_PAGES: readonly AdminPage[] = [
  ADMIN_OVERSIGHT_PAGES.agentAnalytics,
  ADMIN_LIST_PAGES.agentSigningRequests,
  {
    path: '/agent-subscription-manager',
    title: 'Agent Subscription Manager',
    titleId: 'member.page.agentSubscriptionManager',
  },
  ADMIN_OVERSIGHT_PAGES.agentPosts,
  ADMIN_LIST_PAGES.applicationsToAgents,
  ADMIN_OVERSIGHT_PAGES.agentMessagingReview,
  ADMIN_OVERSIGHT_PAGES.agentProfileViews,
  ADMIN_LIST_PAGES.signedPlayersByAgents,
];

const LIST_PAGE_PATHS: ReadonlySet<string> = new Set(
  [...Object.values(ADMIN_LIST_PAGES), ...Object.values(ADMIN_OVERSIGHT_PAGES)].map((page) => page.path),
);

/** The admin pages with a heading only (docs/product.md#admin-pages): those still waiting for their content. */
export const ADMIN_PLACEHOLDER_PAGES: readonly AdminPage[] = AGENT_SPEC_PAGES.filter(
  (page) => !LIST_PAGE_PATHS.has(page.path),
);

/**
 * Reports and the audit log concern every role (docs/product.md#reports-and-suspension): their cards sit above the role
 * tabs, which keep the cards of docs/product.md#dashboards.
 */
export const SAFETY_PAGES: readonly AdminPage[] = [REVIEW_PAGES.reports, REVIEW_PAGES.auditLog];

/** The admin dashboard's Agent tab: ten cards (docs/product.md#admin-pages). */
export const AGENT_TAB_PAGES: readonly AdminPage[] = [
  REVIEW_PAGES.agentVerifications,
  REVIEW_PAGES.underageRequests,
  ...AGENT_SPEC_PAGES,
];

/** The admin dashboard's Player tab: the Transfermarkt review card. */
export const PLAYER_TAB_PAGES: readonly AdminPage[] = [REVIEW_PAGES.transfermarktApplications];

/**
 * The admin dashboard's Club tab (docs/product.md#club-needs): the review of clubs' verification
 * requests, and the oversight of their requirements and pitches.
 */
export const CLUB_TAB_PAGES: readonly AdminPage[] = [REVIEW_PAGES.clubVerifications, REVIEW_PAGES.clubNeeds];
