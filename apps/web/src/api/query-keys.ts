/**
 * The query keys more than one feature reads or refreshes; each feature's own keys live in its
 * `api/query-keys.ts` and start from these where they describe the same data. A sign-out keeps
 * `me` and `config` (neither belongs to a person) and drops every other key.
 */
export const sharedKeys = {
  me: ['me'] as const,
  config: ['config'] as const,
  countries: ['countries'] as const,
  countryCodes: ['country-codes'] as const,
  /** One entry per player: the dashboard, the profile, Transfermarkt and the video profile share it. */
  playerDetails: (playerId: number) => [...sharedKeys.allPlayerDetails, playerId] as const,
  /** Every player's details: a new or ended agreement changes whom a profile names (docs/product.md#representation). */
  allPlayerDetails: ['player-details'] as const,
  /** The profile shows it; a verification request changes its state. */
  agentDetails: (agentId: number) => ['agent-details', agentId] as const,
  /** The profile page and the dashboard's profile card share them (decision 020). */
  scoutDetails: (scoutId: number) => ['scout-details', scoutId] as const,
  clubDetails: (clubId: number) => ['club-details', clubId] as const,
  /** Everything about opportunities: a player's application changes what the lists and the apply page say. */
  opportunities: ['opportunities'] as const,
  /** The caller's shortlists: the Shortlist button, the dashboard card and /shortlists share them. */
  shortlists: ['shortlists'] as const,
  /** The admin dashboard's counts: every admin decision on a queue item changes them (docs/product.md#admin-pages). */
  queueCounts: ['admin', 'queue-counts'] as const,
  /** Settings edits them; the bell reads whether to chime (decision 031). */
  notificationPreferences: ['notification-preferences'] as const,
  /** Report decisions are written to the audit log. */
  auditLog: ['audit-log'] as const,
};
