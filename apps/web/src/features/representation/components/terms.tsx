import { List, Stack, Text } from '@mantine/core';
import type { TRepresentationService } from '@scouting/contract/representation';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { useRepresentationFormat } from '../../../i18n/areas/representation.ts';

type TermsProps = {
  terms: {
    months: number;
    exclusive: boolean;
    feePercent: number;
    services: TRepresentationService[];
    message: string;
  };
  /** Facts shown before the terms (the other party, the dates). */
  leading?: readonly Fact[];
  /** Names the list of services for screen readers ("Services of the offer from …"). */
  servicesLabel: string;
};

/** An offer's or agreement's terms: duration, exclusivity, fee, the services and the agent's message. */
export function Terms({ terms, leading = [], servicesLabel }: TermsProps) {
  const { t, termFacts, serviceLabels } = useRepresentationFormat();
  return (
    <Stack gap="sm">
      <FactList density="compact" facts={[...leading, ...termFacts(terms)]} />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('representation.services')}
        </Text>
        <List size="sm" aria-label={servicesLabel}>
          {serviceLabels(terms.services).map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('representation.messageFromAgent')}
        </Text>
        <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {terms.message}
        </Text>
      </Stack>
    </Stack>
  );
}
