import type { TRole } from '@scouting/contract/roles';

// docs/product.md#accounts-and-registration: the wizard keeps the user id and role in local storage. The server never trusts them
// (it acts on the session); they only remember who registered in this browser.
const USER_ID_KEY = 'userId';
const ROLE_KEY = 'role';

export function rememberMember(userId: number, role: TRole): void {
  try {
    localStorage.setItem(USER_ID_KEY, String(userId));
    localStorage.setItem(ROLE_KEY, role);
  } catch {
    // Storage can be unavailable (private windows, quotas); nothing depends on it.
  }
}

export function forgetMember(): void {
  try {
    localStorage.removeItem(USER_ID_KEY);
    localStorage.removeItem(ROLE_KEY);
  } catch {
    // As above.
  }
}
