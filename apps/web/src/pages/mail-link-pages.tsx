import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

// Each page loads when its link is opened: the login page's entry then names one small chunk for
// every mailed link instead of every chunk their pages need (decision 021, the login page's weight).
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  // A coach's mails, no account needed (docs/product.md#a-coach-confirms, docs/product.md#references).
  '/confirm-record': lazy(async () => ({
    default: (await import('../features/record-confirmation/pages/confirm-record-page.tsx')).ConfirmRecordPage,
  })),
  '/write-reference': lazy(async () => ({
    default: (await import('../features/references/pages/write-reference-page.tsx')).WriteReferencePage,
  })),
  // A parent's mails: consent (docs/product.md#parental-consent), withdrawing an approved contact
  // (docs/product.md#contact-requests) and a minor's agreement (docs/product.md#representation), no
  // account needed; the invitation of a second guardian asks for a parent account (docs/product.md#parents).
  '/parental-consent': lazy(async () => ({
    default: (await import('../features/parental-consent/pages/parental-consent-page.tsx')).ParentalConsentPage,
  })),
  '/parental-revoke': lazy(async () => ({
    default: (await import('../features/parental-revoke/pages/parental-revoke-page.tsx')).ParentalRevokePage,
  })),
  '/representation-consent': lazy(async () => ({
    default: (await import('../features/representation-consent/pages/representation-consent-page.tsx'))
      .RepresentationConsentPage,
  })),
  '/guardian-invitation': lazy(async () => ({
    default: (await import('../features/guardians/pages/guardian-invitation-page.tsx')).GuardianInvitationPage,
  })),
};

/** The page behind a mailed link (routes.tsx names their paths), by the path it was opened at. */
export function MailLinkPage() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname];
  if (!Page) return null;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
