import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ADMIN_MESSAGES, MESSAGES, type TMemberCounts, type TQueueCounts } from '@scouting/contract';
import { useState } from 'react';
import { AGENT_TAB_PAGES, PLAYER_TAB_PAGES, REVIEW_PAGES, SAFETY_PAGES } from '../../../components/admin-pages.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useMemberCounts } from '../api/get-member-counts.ts';
import { useQueueCounts } from '../api/get-queue-counts.ts';
import { AdminPageCards } from '../components/admin-page-cards.tsx';
import { DashboardHeading } from '../components/dashboard-heading.tsx';

const TABS = ['Agent', 'Player', 'Club', 'Scout'] as const;
type Tab = (typeof TABS)[number];

function tabLabel(tab: Tab, counts: TMemberCounts | undefined): string {
  return counts ? `${tab} (${counts[tab]})` : tab;
}

/** Each queue's count on the card of its page (issue 32 §1); failed mails come with the mail queue. */
function pendingByPath(counts: TQueueCounts | undefined): Record<string, number> | undefined {
  if (!counts) return undefined;
  return {
    [REVIEW_PAGES.reports.path]: counts.reports,
    [REVIEW_PAGES.agentVerifications.path]: counts.verifications,
    [REVIEW_PAGES.underageRequests.path]: counts.underageRequests,
    [REVIEW_PAGES.transfermarktApplications.path]: counts.transfermarktApplications,
  };
}

/** `/admin-dashboard` (SPEC §2): a toggle per role, with how many members each has. */
export function AdminDashboardPage() {
  const member = useMember();
  const counts = useMemberCounts();
  const queues = useQueueCounts();
  const pending = pendingByPath(queues.data);
  const [tab, setTab] = useState<Tab>('Agent');
  // Four labels with counts do not fit side by side on a phone.
  const roomy = useMediaQuery('(min-width: 36em)');
  return (
    <Stack gap="xl">
      <DashboardHeading dashboard="Admin Dashboard" fullName={member.fullName} />
      <Stack component="section" gap="md" aria-labelledby="admin-safety-heading">
        <Title order={2} id="admin-safety-heading">
          Safety
        </Title>
        <AdminPageCards pages={SAFETY_PAGES} pending={pending} />
        {queues.isError ? <Text size="sm">{ADMIN_MESSAGES.queueCountsLoadFailed}</Text> : null}
      </Stack>
      <Stack gap="xs">
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={TABS.map((value) => ({ value, label: tabLabel(value, counts.data) }))}
          aria-label="Members by role"
          fullWidth
          orientation={roomy ? 'horizontal' : 'vertical'}
        />
        {counts.isError ? <Text size="sm">Member counts are not available right now.</Text> : null}
      </Stack>
      <Stack component="section" gap="md" aria-labelledby="admin-tab-heading">
        <Title order={2} id="admin-tab-heading">
          {tab}
        </Title>
        <TabContent tab={tab} pending={pending} />
      </Stack>
    </Stack>
  );
}

function TabContent({ tab, pending }: { tab: Tab; pending: Record<string, number> | undefined }) {
  if (tab === 'Agent') return <AdminPageCards pages={AGENT_TAB_PAGES} pending={pending} />;
  if (tab === 'Player') return <AdminPageCards pages={PLAYER_TAB_PAGES} pending={pending} />;
  return <Text>{MESSAGES.comingSoon}</Text>;
}
