/**
 * A page opened signed out (a link in a mail, a bookmark) is where the member goes once signed in:
 * the guard sends them to the sign-in page with the page in `next`, and the login form goes back to
 * it (docs/product.md#pages). Only a path of this app is ever followed, so the parameter cannot send
 * anyone to another site after they typed their password.
 */
const NEXT = 'next';

// Where signing in leads anyway: no need to carry them.
const NOWHERE_SPECIAL = new Set(['/', '/login', '/dashboard']);

/** The sign-in page's address that returns to `pathname` + `search` afterwards. */
export function signInAddress(pathname: string, search: string): string {
  if (NOWHERE_SPECIAL.has(pathname)) return '/';
  return `/?${new URLSearchParams({ [NEXT]: pathname + search })}`;
}

/** The page to open after signing in, read from the sign-in page's query; null: the dashboard. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Resolved against a dummy origin: anything that would leave it is not a path of this app.
  const resolved = new URL(next, 'http://app.invalid');
  if (resolved.origin !== 'http://app.invalid') return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
