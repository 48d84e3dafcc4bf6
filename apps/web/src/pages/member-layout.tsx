import { Outlet } from 'react-router';
import { PageShell } from '../components/page-shell.tsx';
import { MemberHeader } from './member-header.tsx';

/** The layout route of every member page: the dashboard header stays mounted while pages change. */
export function MemberLayout() {
  return (
    <PageShell header={<MemberHeader />}>
      <Outlet />
    </PageShell>
  );
}
