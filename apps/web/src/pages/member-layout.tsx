import '../styles/pages.css';
import { Outlet } from 'react-router';
import { ConfirmModals } from '../components/confirm-modals.tsx';
import { PageShell } from '../components/page-shell.tsx';
import { WithQueryClient } from '../components/with-query-client.tsx';
import { MemberBottomBar, MemberHeader } from './member-header.tsx';

/** The layout route of every member page: the dashboard header stays mounted while pages change. */
export function MemberLayout() {
  return (
    <WithQueryClient>
      <PageShell header={<MemberHeader />} footer={<MemberBottomBar />}>
        <Outlet />
      </PageShell>
      {/* Only member pages ask for confirmations: Mantine's modals load with them, built on the first. */}
      <ConfirmModals />
    </WithQueryClient>
  );
}
