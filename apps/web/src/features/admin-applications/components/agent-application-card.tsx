import { Card, Stack, Text } from '@mantine/core';
import type { TApplication } from '@scouting/contract';
import { ApplicationHistory, ApplicationStatusLine } from '../../../components/application-status.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MemberProfileLink } from '../../../components/member-profile-link.tsx';

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
        <ApplicationStatusLine status={application.status} appliedAt={application.appliedAt} />
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
