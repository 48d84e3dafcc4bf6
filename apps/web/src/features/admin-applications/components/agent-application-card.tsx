import { Card, Group, Stack, Text } from '@mantine/core';
import type { TApplication } from '@scouting/contract';
import { ApplicationHistory, ApplicationStatusBadge } from '../../../components/application-status.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MemberProfileLink } from '../../../components/member-profile-link.tsx';

const appliedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One application to an agent's post, as the admin reviews it: who applied to whom, for what, where it stands. */
export function AgentApplicationCard({ application }: { application: TApplication }) {
  const { player, postedBy, opportunity } = application;
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={`Application from ${player.fullName} to ${postedBy.fullName}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <ApplicationStatusBadge status={application.status} size="lg" />
          <Text size="sm" c="dimmed">
            Applied {appliedDate.format(new Date(application.appliedAt))}
          </Text>
        </Group>
        <FactList
          density="compact"
          facts={[
            ['Player', <MemberProfileLink key="player" member={{ ...player, role: 'Player' }} />],
            ['Agent', <MemberProfileLink key="agent" member={postedBy} />],
          ]}
        />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            Opportunity ({opportunity.status}):{' '}
          </Text>
          {opportunity.description}
        </Text>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            History
          </Text>
          <ApplicationHistory
            history={application.history}
            label={`History of the application from ${player.fullName}`}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
