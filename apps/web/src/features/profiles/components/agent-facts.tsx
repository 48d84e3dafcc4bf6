import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAgentDetails } from '@scouting/contract';
import type { ReactNode } from 'react';

type Fact = [label: string, value: ReactNode];

/** The read-only details of an agent (SPEC §3 "Agent details"); private ones only when the server sent them. */
export function AgentFacts({ agent }: { agent: TAgentDetails }) {
  const website = /^https?:\/\//.test(agent.agencyWebsite) ? (
    <Anchor href={agent.agencyWebsite} target="_blank" rel="noopener noreferrer">
      {agent.agencyWebsite}
    </Anchor>
  ) : (
    agent.agencyWebsite
  );
  const facts: Fact[] = [['Full name', agent.fullName]];
  if (agent.contactEmail) facts.push(['Contact e-mail', agent.contactEmail]);
  if (agent.dob) facts.push(['Date of birth', agent.dob]);
  facts.push(
    ['Agency name', agent.agencyName],
    ['Agency website', website],
    ['Country of operation', agent.countryOfOperation],
    ['Years of experience', agent.yearsOfExperience],
  );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
