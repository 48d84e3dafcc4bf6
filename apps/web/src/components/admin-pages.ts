/** A page an admin reaches from the admin dashboard (SPEC §2), with the title its route and card share. */
export type AdminPage = { path: string; title: string };

/** The three review screens. */
export const REVIEW_PAGES = {
  agentVerifications: { path: '/review-agent-verifications', title: 'Review Agent Verifications' },
  transfermarktApplications: { path: '/review-transfermarkt-applications', title: 'Review Transfermarkt Applications' },
  underageRequests: { path: '/review-underage-requests', title: 'Review Underage Requests' },
  reports: { path: '/review-reports', title: 'Review Reports' },
  auditLog: { path: '/audit-log', title: 'Audit Log' },
} as const satisfies Record<string, AdminPage>;

/**
 * SPEC §2 placeholder pages that now show their list: the applications to agents' posts (issue 26),
 * the offers to sign and the agreements they made (issue 28).
 */
export const ADMIN_LIST_PAGES = {
  applicationsToAgents: { path: '/player-applications-to-agents', title: 'Player Applications to Agents' },
  agentSigningRequests: { path: '/agent-signing-requests', title: 'Agent Signing Requests' },
  signedPlayersByAgents: { path: '/signed-players-by-agents', title: 'Signed Players by Agents' },
} as const satisfies Record<string, AdminPage>;

/** The SPEC §2 pages of the Agent tab, in the SPEC's order: placeholders, and those that became lists. */
const AGENT_SPEC_PAGES: readonly AdminPage[] = [
  { path: '/agent-analytics', title: 'Agent Analytics' },
  ADMIN_LIST_PAGES.agentSigningRequests,
  { path: '/agent-subscription-manager', title: 'Agent Subscription Manager' },
  { path: '/opportunities-posted-by-agents', title: 'Opportunities Posted by Agents' },
  ADMIN_LIST_PAGES.applicationsToAgents,
  { path: '/agent-messaging-review', title: 'Agent Messaging Review' },
  { path: '/agent-profile-views-analytics', title: 'Agent Profile Views Analytics' },
  ADMIN_LIST_PAGES.signedPlayersByAgents,
];

const LIST_PAGE_PATHS: ReadonlySet<string> = new Set(Object.values(ADMIN_LIST_PAGES).map((page) => page.path));

/** SPEC §2 "Placeholder pages with headings only": those still waiting for their content. */
export const ADMIN_PLACEHOLDER_PAGES: readonly AdminPage[] = AGENT_SPEC_PAGES.filter(
  (page) => !LIST_PAGE_PATHS.has(page.path),
);

/**
 * Reports and the audit log concern every role (issue 12 §6, §7): their cards sit above the role
 * tabs, which keep the SPEC §2 cards.
 */
export const SAFETY_PAGES: readonly AdminPage[] = [REVIEW_PAGES.reports, REVIEW_PAGES.auditLog];

/** The admin dashboard's Agent tab: ten cards (SPEC §2). */
export const AGENT_TAB_PAGES: readonly AdminPage[] = [
  REVIEW_PAGES.agentVerifications,
  REVIEW_PAGES.underageRequests,
  ...AGENT_SPEC_PAGES,
];

/** The admin dashboard's Player tab: the Transfermarkt review card. */
export const PLAYER_TAB_PAGES: readonly AdminPage[] = [REVIEW_PAGES.transfermarktApplications];
