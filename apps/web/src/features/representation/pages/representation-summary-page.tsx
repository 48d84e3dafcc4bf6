import { Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TRepresentation } from '@scouting/contract/schemas/representation';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useRepresentationFormat } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { representationQueryOptions } from '../api/get-representations.ts';
import { FfarNotes } from '../components/ffar-notes.tsx';
import { useAgreementStatusLabel } from '../components/status-badges.tsx';
import classes from './representation-summary.module.css';

/**
 * `/representation/{id}` (docs/product.md#representation): the agreement on one printable page, with both parties,
 * its dates and terms, when it was signed (and confirmed by the parent for a minor), and the FFAR
 * rules it keeps. Print hides the header and the page's own buttons.
 */
export function RepresentationSummaryPage() {
  const id = Number(useParams().agreementId);
  const query = useQuery(representationQueryOptions(id));
  const { t } = useRepresentationFormat();
  const sentence = useSentence();
  return (
    <Stack gap="lg" maw={820} className={classes.summary}>
      <PageTitle>{t('representation.agreementTitle')}</PageTitle>
      <Group justify="space-between" className={classes.noPrint}>
        <Button
          component={Link}
          to="/representation"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('representation.summary.back')}
        </Button>
        {query.data ? (
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
            {t('representation.summary.print')}
          </Button>
        ) : null}
      </Group>
      <Title order={1}>{t('representation.agreementTitle')}</Title>
      {query.data ? (
        <Summary agreement={query.data} />
      ) : query.isError ? (
        <ListError message={sentence(errorMessage(query.error))} onRetry={() => query.refetch()} />
      ) : (
        <Stack gap="md" role="status" aria-label={t('representation.summary.loading')}>
          <Skeleton height={24} width="60%" />
          <Skeleton height={240} />
        </Stack>
      )}
    </Stack>
  );
}

function useSummaryFacts(): (agreement: TRepresentation, agentName: string) => Fact[] {
  const { t, formatDay, formatMoment, termFacts } = useRepresentationFormat();
  const statusLabel = useAgreementStatusLabel();
  return (agreement, agentName) => {
    const { player } = agreement;
    const facts: Fact[] = [
      [t('representation.fact.agent'), agentName],
      [
        t('representation.fact.player'),
        player.isMinor ? t('representation.underAge', { name: isolate(player.fullName) }) : player.fullName,
      ],
      [t('representation.fact.status'), statusLabel(agreement.status)],
      [t('representation.fact.starts'), formatDay(agreement.startsOn)],
      [t('representation.fact.ends'), formatDay(agreement.endsOn)],
      ...termFacts(agreement),
      [t('representation.fact.signed'), formatMoment(agreement.signedAt)],
    ];
    // FFAR Art. 12: a minor's legal guardian signs too.
    if (agreement.guardianConfirmedAt) {
      facts.push([t('representation.fact.parentConfirmed'), formatMoment(agreement.guardianConfirmedAt)]);
    }
    if (agreement.endedAt) {
      facts.push([
        t('representation.fact.ended'),
        t('representation.endedBy', {
          date: formatMoment(agreement.endedAt),
          name: agreement.endedBy ? isolate(agreement.endedBy.fullName) : '—',
        }),
      ]);
    }
    return facts;
  };
}

function Summary({ agreement }: { agreement: TRepresentation }) {
  const { t, formatDay, serviceLabels } = useRepresentationFormat();
  const summaryFacts = useSummaryFacts();
  const { agent, player } = agreement;
  const agentName = agent.agencyName ? `${agent.fullName} (${agent.agencyName})` : agent.fullName;
  return (
    <>
      <Text size="lg">
        {t(agreement.exclusive ? 'representation.summary.sentenceExclusive' : 'representation.summary.sentence', {
          agent: isolate(agentName),
          player: isolate(player.fullName),
          start: formatDay(agreement.startsOn),
          end: formatDay(agreement.endsOn),
        })}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="summary-parties">
        <Title order={2} size="h3" id="summary-parties">
          {t('representation.summary.parties')}
        </Title>
        <FactList facts={summaryFacts(agreement, agentName)} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="summary-services">
        <Title order={2} size="h3" id="summary-services">
          {t('representation.services')}
        </Title>
        <List>
          {serviceLabels(agreement.services).map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="summary-note">
        <Title order={2} size="h3" id="summary-note">
          {t('representation.summary.note')}
        </Title>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {agreement.message}
        </Text>
      </Stack>
      <FfarNotes title={t('representation.ffarTitleAgreement')} />
    </>
  );
}
