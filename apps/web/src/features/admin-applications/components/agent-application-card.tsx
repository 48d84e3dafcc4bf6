import { Card, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { FactList } from '../../../components/fact-list.tsx';
import { ADMIN_POST_STATUS_IDS, useAdminT } from '../../../i18n/areas/admin.ts';
import { ApplicationHistory, ApplicationStatusLine } from '../../../shared/application-status.tsx';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';

/** One application to an agent's post, as the admin reviews it: who applied to whom, for what, where it stands. */
export function AgentApplicationCard({ application }: { application: TApplication }) {
  const { player, postedBy, opportunity } = application;
  const t = useAdminT();
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={t('admin.applications.label', {
        player: isolate(player.fullName),
        agent: isolate(postedBy.fullName),
      })}
    >
      <Stack gap="sm">
        <ApplicationStatusLine status={application.status} appliedAt={application.appliedAt} />
        <FactList
          density="compact"
          facts={[
            [t('admin.fact.player'), <MemberProfileLink key="player" member={{ ...player, role: 'Player' }} />],
            [t('admin.fact.agent'), <MemberProfileLink key="agent" member={postedBy} />],
          ]}
        />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('admin.applications.opportunity', { status: t(ADMIN_POST_STATUS_IDS[opportunity.status]) })}{' '}
          </Text>
          <bdi>{opportunity.description}</bdi>
        </Text>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('admin.applications.history')}
          </Text>
          <ApplicationHistory
            history={application.history}
            label={t('admin.applications.historyOf', { name: isolate(player.fullName) })}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
