import { List, Stack, Text, Title } from '@mantine/core';
import {
  REPRESENTATION_MESSAGES,
  REPRESENTATION_SERVICE_LABELS,
  type TRepresentationConsent,
} from '@scouting/contract';

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/**
 * The terms the child accepted, as the agent offered them (FFAR Art. 12: the parties, duration, fee
 * and services), with the rules that bound them so the parent knows what is usual.
 */
export function AgreementTerms({ consent }: { consent: TRepresentationConsent }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="agreement-terms-title">
      <Title order={2} size="h3" id="agreement-terms-title">
        {consent.agentName} offered to represent {consent.childFirstName}
      </Title>
      <List spacing="xs">
        <List.Item>Agent: {consent.agentName}</List.Item>
        <List.Item>Agency: {consent.agencyName ?? 'not given'}</List.Item>
        <List.Item>Duration: {monthsText(consent.months)}</List.Item>
        <List.Item>
          Exclusive: {consent.exclusive ? 'yes' : 'no'}.{' '}
          <Text span size="sm">
            {REPRESENTATION_MESSAGES.exclusiveHelp}
          </Text>
        </List.Item>
        <List.Item>Fee: {REPRESENTATION_MESSAGES.feeSummary(consent.feePercent)}</List.Item>
      </List>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Services the agent offers
        </Title>
        <List spacing={4}>
          {consent.services.map((service) => (
            <List.Item key={service}>{REPRESENTATION_SERVICE_LABELS[service]}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          The agent's message
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{consent.message}</Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {REPRESENTATION_MESSAGES.durationRule}
        </Text>
        <Text size="sm" c="dimmed">
          {REPRESENTATION_MESSAGES.feeRule}
        </Text>
      </Stack>
    </Stack>
  );
}
