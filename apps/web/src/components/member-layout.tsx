import { Outlet } from 'react-router';
import { MemberHeader } from './member-header.tsx';
import { PageShell } from './page-shell.tsx';

/** The layout route of every member page: the dashboard header stays mounted while pages change. */
export function MemberLayout() {
  return (
    <PageShell header={<MemberHeader />}>
      <Outlet />
    </PageShell>
  );
}
