// Plain constants, no zod: the first screen (login) reads DASHBOARD_PATH and its session check reads ROLES,
// and importing roles.ts would bring classic zod (27 kB) into the login page (issue 16 §4).

/** Roles a visitor may pick in the registration wizard (SPEC §2, step 5). */
export const REGISTRATION_ROLES = ['Agent', 'Scout', 'Club', 'Player'] as const;
/** Every stored role; Admin is only ever created by an operator (ARCHITECTURE §4). */
export const ROLES = [...REGISTRATION_ROLES, 'Admin'] as const;

export type TRole = (typeof ROLES)[number];
export type TRegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** Where each role lands after login (SPEC §2). */
export const DASHBOARD_PATH: Record<TRole, string> = {
  Agent: '/agent-dashboard',
  Scout: '/scout-dashboard',
  Club: '/club-dashboard',
  Player: '/player-dashboard',
  Admin: '/admin-dashboard',
};
