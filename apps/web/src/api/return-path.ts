// Plain functions, no zod: the login page reads them (decision 021).

const KEY = 'scouting.returnPath';
const ROLE_KEY = 'scouting.signupRole';
/** Only the pages a guardian mail opens may be returned to: never an address from elsewhere. */
const ALLOWED = /^\/(parental-consent|representation-consent|guardian-invitation|parent-dashboard)(\?|\/|$)/;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A guardian mail's 'Create your parent account' or 'Sign in' link (docs/product.md#parents) carries the page to come
 * back to (`next`) and the role to register as (`role=Parent`). Kept on this device across the
 * e-mail verification, which opens in a new tab.
 */
export function keepReturnPath(search: string): void {
  const params = new URLSearchParams(search);
  const next = params.get('next');
  if (next && ALLOWED.test(next)) storage()?.setItem(KEY, next);
  if (params.get('role') === 'Parent') storage()?.setItem(ROLE_KEY, 'Parent');
}

/** Where a guardian's mail asked to come back to, if anywhere. */
export function returnPath(): string | null {
  const path = storage()?.getItem(KEY) ?? null;
  return path && ALLOWED.test(path) ? path : null;
}

/** The role a guardian mail's sign-up link chose, preselected in the wizard. */
export function signupRole(): 'Parent' | null {
  return storage()?.getItem(ROLE_KEY) === 'Parent' ? 'Parent' : null;
}

/** Once the page is reached (or registration is done), nothing is kept. */
export function forgetReturnPath(): void {
  storage()?.removeItem(KEY);
  storage()?.removeItem(ROLE_KEY);
}
