import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

// Each page loads when its link is opened: the login page's entry then names one small chunk for both
// paths instead of every chunk the two pages need (decision 021, the login page's weight).
const ConfirmRecordPage = lazy(async () => ({
  default: (await import('../features/record-confirmation/pages/confirm-record-page.tsx')).ConfirmRecordPage,
}));
const WriteReferencePage = lazy(async () => ({
  default: (await import('../features/references/pages/write-reference-page.tsx')).WriteReferencePage,
}));

/**
 * The pages behind a coach's mails, no account needed: `/confirm-record` (docs/product.md#a-coach-confirms)
 * and `/write-reference` (docs/product.md#references).
 */
export function CoachLinkPage() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      {pathname === '/write-reference' ? <WriteReferencePage /> : <ConfirmRecordPage />}
    </Suspense>
  );
}
