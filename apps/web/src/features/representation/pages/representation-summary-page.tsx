import { Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TRepresentation } from '@scouting/contract';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { representationQueryOptions } from '../api/get-representations.ts';
import { FfarNotes } from '../components/ffar-notes.tsx';
import { formatDay, formatMoment, serviceLabels, termFacts } from '../components/format.ts';
import { agreementStatusLabel } from '../components/status-badges.tsx';
import classes from './representation-summary.module.css';

const TITLE = 'Representation agreement';

/**
 * `/representation/{id}` (issue 28 §3): the agreement on one printable page, with both parties,
 * its dates and terms, when it was signed (and confirmed by the parent for a minor), and the FFAR
 * rules it keeps. Print hides the header and the page's own buttons.
 */
export function RepresentationSummaryPage() {
  const id = Number(useParams().agreementId);
  const query = useQuery(representationQueryOptions(id));
  return (
    <Stack gap="lg" maw={820} className={classes.summary}>
      <PageTitle>{TITLE}</PageTitle>
      <Group justify="space-between" className={classes.noPrint}>
        <Button
          component={Link}
          to="/representation"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Representation
        </Button>
        {query.data ? (
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
            Print
          </Button>
        ) : null}
      </Group>
      <Title order={1}>{TITLE}</Title>
      {query.data ? (
        <Summary agreement={query.data} />
      ) : query.isError ? (
        <ListError message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading the agreement">
          <Skeleton height={24} width="60%" />
          <Skeleton height={240} />
        </Stack>
      )}
    </Stack>
  );
}

function summaryFacts(agreement: TRepresentation, agentName: string): Fact[] {
  const { player } = agreement;
  const facts: Fact[] = [
    ['Agent', agentName],
    ['Player', player.isMinor ? `${player.fullName} (under 18)` : player.fullName],
    ['Status', agreementStatusLabel(agreement.status)],
    ['Starts', formatDay(agreement.startsOn)],
    ['Ends', formatDay(agreement.endsOn)],
    ...termFacts(agreement),
    ['Signed', formatMoment(agreement.signedAt)],
  ];
  // FFAR Art. 12: a minor's legal guardian signs too.
  if (agreement.guardianConfirmedAt) facts.push(['Parent confirmed', formatMoment(agreement.guardianConfirmedAt)]);
  if (agreement.endedAt) {
    facts.push(['Ended', `${formatMoment(agreement.endedAt)} by ${agreement.endedBy?.fullName ?? '—'}`]);
  }
  return facts;
}

function Summary({ agreement }: { agreement: TRepresentation }) {
  const { agent, player } = agreement;
  const agentName = agent.agencyName ? `${agent.fullName} (${agent.agencyName})` : agent.fullName;
  return (
    <>
      <Text size="lg">
        {agentName} represents {player.fullName}
        {agreement.exclusive ? ', exclusively,' : ''} from {formatDay(agreement.startsOn)} until{' '}
        {formatDay(agreement.endsOn)}.
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="summary-parties">
        <Title order={2} size="h3" id="summary-parties">
          Parties and terms
        </Title>
        <FactList facts={summaryFacts(agreement, agentName)} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="summary-services">
        <Title order={2} size="h3" id="summary-services">
          Services
        </Title>
        <List>
          {serviceLabels(agreement.services).map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="summary-note">
        <Title order={2} size="h3" id="summary-note">
          The agent's note
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{agreement.message}</Text>
      </Stack>
      <FfarNotes title="The FIFA rules this agreement keeps" />
    </>
  );
}
