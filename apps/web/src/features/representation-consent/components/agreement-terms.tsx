import { List, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TRepresentationConsent } from '@scouting/contract/schemas/representation';
import { useRepresentationFormat } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';

/**
 * The terms the child accepted, as the agent offered them (FFAR Art. 12: the parties, duration, fee
 * and services), with the rules that bound them so the parent knows what is usual.
 */
export function AgreementTerms({ consent }: { consent: TRepresentationConsent }) {
  const { t, formatMonths, formatFee, serviceLabels } = useRepresentationFormat();
  const sentence = useSentence();
  return (
    <Stack gap="md" component="section" aria-labelledby="agreement-terms-title">
      <Title order={2} size="h3" id="agreement-terms-title">
        {t('representation.guardian.offered', {
          agentName: isolate(consent.agentName),
          childFirstName: isolate(consent.childFirstName),
        })}
      </Title>
      <List spacing="xs">
        <List.Item>{t('representation.guardian.agent', { name: isolate(consent.agentName) })}</List.Item>
        <List.Item>
          {consent.agencyName
            ? t('representation.guardian.agency', { name: isolate(consent.agencyName) })
            : t('representation.guardian.agencyNotGiven')}
        </List.Item>
        <List.Item>{t('representation.guardian.duration', { duration: formatMonths(consent.months) })}</List.Item>
        <List.Item>
          {t(consent.exclusive ? 'representation.guardian.exclusiveYes' : 'representation.guardian.exclusiveNo')}{' '}
          <Text span size="sm">
            {sentence(REPRESENTATION_MESSAGES.exclusiveHelp)}
          </Text>
        </List.Item>
        <List.Item>{t('representation.guardian.fee', { fee: formatFee(consent.feePercent) })}</List.Item>
      </List>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('representation.guardian.services')}
        </Title>
        <List spacing={4}>
          {serviceLabels(consent.services).map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('representation.guardian.message')}
        </Title>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {consent.message}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {sentence(REPRESENTATION_MESSAGES.durationRule)}
        </Text>
        <Text size="sm" c="dimmed">
          {sentence(REPRESENTATION_MESSAGES.feeRule)}
        </Text>
      </Stack>
    </Stack>
  );
}
