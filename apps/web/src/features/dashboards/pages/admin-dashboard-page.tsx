import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { MESSAGES } from '@scouting/contract/messages';
import type { TMemberCounts, TQueueCounts } from '@scouting/contract/schemas/admin';
import { useState } from 'react';
import {
  AGENT_TAB_PAGES,
  CLUB_TAB_PAGES,
  OPERATIONS_PAGES,
  PLAYER_TAB_PAGES,
  REVIEW_PAGES,
  SAFETY_PAGES,
} from '../../../components/admin-pages.ts';
import { DashboardHeading } from '../../../components/dashboard-heading.tsx';
import { Deferred } from '../../../components/deferred.tsx';
import { MountAfterCommit } from '../../../components/mount-after-commit.tsx';
import { useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { type DashboardsMessageId, useDashboardsT } from '../../../i18n/areas/dashboards.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useMemberCounts } from '../api/get-member-counts.ts';
import { useQueueCounts } from '../api/get-queue-counts.ts';
import { AdminPageCards } from '../components/admin-page-cards.tsx';

const TABS = ['Agent', 'Player', 'Club', 'Scout'] as const;
type Tab = (typeof TABS)[number];

type Translate = ReturnType<typeof useDashboardsT>;

const ROLE_IDS: Record<Tab, DashboardsMessageId> = {
  Agent: 'dashboards.role.Agent',
  Player: 'dashboards.role.Player',
  Club: 'dashboards.role.Club',
  Scout: 'dashboards.role.Scout',
};

function tabLabel(t: Translate, tab: Tab, counts: TMemberCounts | undefined): string {
  const role = t(ROLE_IDS[tab]);
  return counts ? t('dashboards.admin.tabWithCount', { role, count: counts[tab] }) : role;
}

/** Each queue's count on the card of its page (docs/product.md#admin-pages), failed mails on theirs (decision 033). */
function pendingByPath(counts: TQueueCounts | undefined): Record<string, number> | undefined {
  if (!counts) return undefined;
  return {
    [REVIEW_PAGES.reports.path]: counts.reports,
    [REVIEW_PAGES.agentVerifications.path]: counts.verifications,
    [REVIEW_PAGES.underageRequests.path]: counts.underageRequests,
    [REVIEW_PAGES.transfermarktApplications.path]: counts.transfermarktApplications,
    [REVIEW_PAGES.clubVerifications.path]: counts.clubVerifications,
    [OPERATIONS_PAGES.failedMails.path]: counts.failedMails,
  };
}

/**
 * `/admin-dashboard` (docs/product.md#dashboards): the review queues and operations, then a toggle per role, with how
 * many members each has. The toggle and its pages mount once the first screen is shown (`Deferred`):
 * Mantine's segmented control measures itself as it mounts, which held the whole page's first commit
 * in one long task on a phone (decision 049).
 */
export function AdminDashboardPage() {
  const member = useMember();
  const t = useDashboardsT();
  const sentence = useSentence();
  const queues = useQueueCounts();
  const pending = pendingByPath(queues.data);
  return (
    <Stack gap="xl">
      <DashboardHeading memberRole="Admin" fullName={member.fullName} />
      <Stack component="section" gap="md" aria-labelledby="admin-safety-heading">
        <Title order={2} id="admin-safety-heading">
          {t('dashboards.admin.safety')}
        </Title>
        <AdminPageCards pages={SAFETY_PAGES} pending={pending} />
        {queues.isError ? <Text size="sm">{sentence(ADMIN_MESSAGES.queueCountsLoadFailed)}</Text> : null}
      </Stack>
      <Stack component="section" gap="md" aria-labelledby="admin-operations-heading">
        <Title order={2} id="admin-operations-heading">
          {t('dashboards.admin.operations')}
        </Title>
        <AdminPageCards pages={Object.values(OPERATIONS_PAGES)} pending={pending} />
      </Stack>
      <Deferred>
        <MembersByRole pending={pending} />
      </Deferred>
    </Stack>
  );
}

function MembersByRole({ pending }: { pending: Record<string, number> | undefined }) {
  const t = useDashboardsT();
  const counts = useMemberCounts();
  const [tab, setTab] = useState<Tab>('Agent');
  // Four labels with counts do not fit side by side on a phone.
  const roomy = useMediaQueryNow('(min-width: 36em)');
  // The toggle measures its items and replaces its id as it mounts: a commit after the counts' query
  // has subscribed (decision 079).
  return (
    <MountAfterCommit>
      <Stack gap="xs">
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={TABS.map((value) => ({ value, label: tabLabel(t, value, counts.data) }))}
          aria-label={t('dashboards.admin.membersByRole')}
          fullWidth
          orientation={roomy ? 'horizontal' : 'vertical'}
        />
        {counts.isError ? <Text size="sm">{t('dashboards.admin.countsFailed')}</Text> : null}
      </Stack>
      <Stack component="section" gap="md" aria-labelledby="admin-tab-heading">
        <Title order={2} id="admin-tab-heading">
          {t(ROLE_IDS[tab])}
        </Title>
        <TabContent tab={tab} pending={pending} />
      </Stack>
    </MountAfterCommit>
  );
}

function TabContent({ tab, pending }: { tab: Tab; pending: Record<string, number> | undefined }) {
  const sentence = useSentence();
  if (tab === 'Agent') return <AdminPageCards pages={AGENT_TAB_PAGES} pending={pending} />;
  if (tab === 'Player') return <AdminPageCards pages={PLAYER_TAB_PAGES} pending={pending} />;
  if (tab === 'Club') return <AdminPageCards pages={CLUB_TAB_PAGES} pending={pending} />;
  return <Text>{sentence(MESSAGES.comingSoon)}</Text>;
}
