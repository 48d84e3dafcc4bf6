import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ADMIN_LIST_PAGES,
  ADMIN_OVERSIGHT_PAGES,
  type AdminPage,
  OPERATIONS_PAGES,
  REVIEW_PAGES,
} from '../../../components/admin-pages.ts';
import { type DashboardsMessageId, useDashboardsT } from '../../../i18n/areas/dashboards.ts';

type Props = {
  pages: readonly AdminPage[];
  /** How many items wait on a page, by its path (docs/product.md#admin-pages); a page without a queue has none. */
  pending?: Readonly<Record<string, number>> | undefined;
};

/** Each card's title in the catalog, by the page's path; a page not named here shows its own title. */
const TITLE_IDS: Readonly<Record<string, DashboardsMessageId>> = {
  [REVIEW_PAGES.reports.path]: 'dashboards.adminPage.reviewReports',
  [REVIEW_PAGES.auditLog.path]: 'dashboards.adminPage.auditLog',
  [REVIEW_PAGES.agentVerifications.path]: 'dashboards.adminPage.agentVerifications',
  [REVIEW_PAGES.underageRequests.path]: 'dashboards.adminPage.underageRequests',
  [REVIEW_PAGES.transfermarktApplications.path]: 'dashboards.adminPage.transfermarktApplications',
  [OPERATIONS_PAGES.failedMails.path]: 'dashboards.adminPage.failedMails',
  [ADMIN_OVERSIGHT_PAGES.agentAnalytics.path]: 'dashboards.adminPage.agentAnalytics',
  [ADMIN_LIST_PAGES.agentSigningRequests.path]: 'dashboards.adminPage.agentSigningRequests',
  '/agent-subscription-manager': 'dashboards.adminPage.agentSubscriptions',
  [ADMIN_OVERSIGHT_PAGES.agentPosts.path]: 'dashboards.adminPage.agentPosts',
  [ADMIN_LIST_PAGES.applicationsToAgents.path]: 'dashboards.adminPage.applicationsToAgents',
  [ADMIN_OVERSIGHT_PAGES.agentMessagingReview.path]: 'dashboards.adminPage.agentMessagingReview',
  [ADMIN_OVERSIGHT_PAGES.agentProfileViews.path]: 'dashboards.adminPage.agentProfileViews',
  [ADMIN_LIST_PAGES.signedPlayersByAgents.path]: 'dashboards.adminPage.signedPlayersByAgents',
};

/** The admin dashboard's cards: each one opens an admin page (docs/product.md#dashboards), with what waits there. */
export function AdminPageCards({ pages, pending }: Props) {
  const t = useDashboardsT();
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} m={0} p={0} style={{ listStyle: 'none' }}>
      {pages.map((page) => {
        const waiting = pending?.[page.path];
        const titleId = TITLE_IDS[page.path];
        return (
          <li key={page.path}>
            <Card component={Link} to={page.path} withBorder padding="lg" h="100%">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600}>{titleId ? t(titleId) : page.title}</Text>
                <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
                  {waiting !== undefined ? (
                    <Badge
                      color={waiting > 0 ? 'yellow' : 'gray'}
                      // Black in both schemes: the dark scheme's 'dark' text is light, unreadable on yellow.
                      c={waiting > 0 ? 'black' : undefined}
                      variant={waiting > 0 ? 'filled' : 'light'}
                    >
                      {t('dashboards.pending', { count: waiting })}
                    </Badge>
                  ) : null}
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </Group>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
