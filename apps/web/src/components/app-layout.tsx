import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { PageShell } from './page-shell.tsx';

/** The chrome of the account pages (landing, sign-up, /dashboard, the wizard). */
export function AppLayout() {
  return (
    <PageShell header={<AppHeader />}>
      <Outlet />
    </PageShell>
  );
}
