import '../styles/pages.css';
import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { PageShell } from '../components/page-shell.tsx';
import { WithQueryClient } from '../components/with-query-client.tsx';
import { MemberBottomBar, MemberHeader } from './member-header.tsx';

/** The layout route of every member page: the dashboard header stays mounted while pages change. */
export function MemberLayout() {
  return (
    <WithQueryClient>
      {/* Only member pages ask for confirm modals: the provider and Mantine's Modal load with them. */}
      <ModalsProvider>
        <PageShell header={<MemberHeader />} footer={<MemberBottomBar />}>
          <Outlet />
        </PageShell>
      </ModalsProvider>
    </WithQueryClient>
  );
}
