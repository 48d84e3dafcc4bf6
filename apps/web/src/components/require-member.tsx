import { RequireAuth } from './require-auth.tsx';

/** Member pages: a signed-in account (else `/`, docs/product.md#pages) that has completed the wizard (else `/dashboard`). */
export function RequireMember() {
  return <RequireAuth memberOnly />;
}
