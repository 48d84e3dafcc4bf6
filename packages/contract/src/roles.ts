/**
 * Roles a visitor may pick in the registration wizard (docs/product.md#accounts-and-registration, step 5). A Parent
 * is a minor's guardian with an account of their own (docs/product.md#parents): no football fields, adults only.
 */
export const REGISTRATION_ROLES = ['Agent', 'Scout', 'Club', 'Player', 'Parent'] as const;
/** Every stored role; Admin is only ever created by an operator (docs/architecture.md#identity-and-members). */
export const ROLES = [...REGISTRATION_ROLES, 'Admin'] as const;

export type TRole = (typeof ROLES)[number];
export type TRegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** Where each role lands after login (docs/product.md#pages). */
export const DASHBOARD_PATH: Record<TRole, string> = {
  Agent: '/agent-dashboard',
  Scout: '/scout-dashboard',
  Club: '/club-dashboard',
  Player: '/player-dashboard',
  Parent: '/parent-dashboard',
  Admin: '/admin-dashboard',
};
