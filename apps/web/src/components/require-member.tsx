import { RequireAuth } from './require-auth.tsx';

/** Member pages: a signed-in account (else `/`, SPEC §2) that has completed the wizard (else `/dashboard`). */
export function RequireMember() {
  return <RequireAuth memberOnly />;
}
