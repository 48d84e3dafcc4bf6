import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES, type TMemberCounts } from '@scouting/contract';
import { useState } from 'react';
import { AGENT_TAB_PAGES, PLAYER_TAB_PAGES, SAFETY_PAGES } from '../../../components/admin-pages.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useMemberCounts } from '../api/get-member-counts.ts';
import { AdminPageCards } from '../components/admin-page-cards.tsx';
import { DashboardHeading } from '../components/dashboard-heading.tsx';

const TABS = ['Agent', 'Player', 'Club', 'Scout'] as const;
type Tab = (typeof TABS)[number];

function tabLabel(tab: Tab, counts: TMemberCounts | undefined): string {
  return counts ? `${tab} (${counts[tab]})` : tab;
}

/** `/admin-dashboard` (SPEC §2): a toggle per role, with how many members each has. */
export function AdminDashboardPage() {
  const member = useMember();
  const counts = useMemberCounts();
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
        <AdminPageCards pages={SAFETY_PAGES} />
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
        <TabContent tab={tab} />
      </Stack>
    </Stack>
  );
}

function TabContent({ tab }: { tab: Tab }) {
  if (tab === 'Agent') return <AdminPageCards pages={AGENT_TAB_PAGES} />;
  if (tab === 'Player') return <AdminPageCards pages={PLAYER_TAB_PAGES} />;
  return <Text>{MESSAGES.comingSoon}</Text>;
}
