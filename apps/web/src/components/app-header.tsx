import { lazy, Suspense } from 'react';
import { meQuery, useSharedQuery } from '../api/first-screen-data.ts';
import { BrandLink } from './brand-link.tsx';
import { HeaderFrame } from './header-frame.tsx';
import { LanguageSelect } from './language-select.tsx';

// Only a signed-in visitor sees it (on /dashboard and the wizard): the login page does not load it.
const LogoutButton = lazy(async () => ({ default: (await import('./logout-button.tsx')).LogoutButton }));

export function AppHeader() {
  const me = useSharedQuery(meQuery);
  return (
    <HeaderFrame brand={<BrandLink to="/" compact />}>
      {/* Visitors choose their language here (docs/product.md#languages); members in the profile menu. */}
      <LanguageSelect />
      {me ? (
        <Suspense fallback={null}>
          <LogoutButton />
        </Suspense>
      ) : null}
    </HeaderFrame>
  );
}
