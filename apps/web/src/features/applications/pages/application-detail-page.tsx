import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { opportunityNumber, type TApplication } from '@scouting/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { ApplicationHistory, ApplicationStatusBadge, formatDateTime } from '../../../components/application-status.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useApplication } from '../api/get-application.ts';
import { ApplicationActions, type ApplicationSlot } from '../components/application-actions.tsx';
import { ApplicationLinks, formatDate, PlayerLink } from '../components/application-links.tsx';
import { StarButton } from '../components/star-button.tsx';
import { TrialCard } from '../components/trial-card.tsx';

/**
 * `/applications/{id}` (issue 26 §5): everything about one application for the poster (or an
 * admin), its history and trial, with the same answers as the lists. Opening it marks it Viewed on
 * the server. The page in `pages/` adds the Message button.
 */
export function ApplicationDetailPage({ message }: { message?: ApplicationSlot }) {
  const applicationId = Number(useParams().applicationId);
  const query = useApplication(applicationId);
  return (
    <Stack gap="lg" maw={1000}>
      <PageTitle>{query.data ? `Application from ${query.data.player.fullName}` : 'Application'}</PageTitle>
      <Button
        component={Link}
        to="/view-applications"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        All applications
      </Button>
      {query.data ? (
        <ApplicationDetail application={query.data} message={message?.(query.data)} />
      ) : query.isError ? (
        <ListError
          title="This application cannot be shown"
          message={errorMessage(query.error)}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading the application">
          <Skeleton height={40} width="60%" />
          <Skeleton height={160} />
        </Stack>
      )}
    </Stack>
  );
}

function ApplicationDetail({ application, message }: { application: TApplication; message: ReactNode }) {
  const { opportunity } = application;
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            Application from {application.player.fullName}
          </Title>
          <Group gap="xs">
            <ApplicationStatusBadge status={application.status} size="lg" />
            <Text size="sm" c="dimmed">
              since {formatDateTime(application.statusChangedAt)}
            </Text>
          </Group>
        </Stack>
        <StarButton application={application} />
      </Group>
      <Card withBorder padding="md" component="section" aria-label="Answer the application">
        <ApplicationActions application={application} message={message} hideDetailsLink />
      </Card>
      <SectionCard title="The application">
        <FactList
          facts={[
            ['Player', <PlayerLink application={application} key="player" />],
            ['Applied', formatDate(application.appliedAt)],
            [
              'Opportunity',
              <Anchor component={Link} to={`/view-applications?opportunity=${opportunity.id}`} key="post">
                Opportunity #{opportunityNumber(opportunity.id)} ({opportunity.status})
              </Anchor>,
            ],
          ]}
        />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            Post:{' '}
          </Text>
          {opportunity.description}
        </Text>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Introduction
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{application.introduction}</Text>
        </Stack>
        <ApplicationLinks application={application} />
      </SectionCard>
      {application.trial ? <TrialCard applicationId={application.id} trial={application.trial} /> : null}
      <SectionCard title="History">
        <ApplicationHistory
          history={application.history}
          label={`History of the application from ${application.player.fullName}`}
        />
      </SectionCard>
    </>
  );
}
