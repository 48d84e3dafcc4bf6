import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title, useDirection } from '@mantine/core';
import { opportunityNumber } from '@scouting/contract/applications';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { POST_STATUS_IDS, useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ApplicationHistory, ApplicationStatusBadge } from '../../../shared/application-status.tsx';
import { useApplication } from '../api/get-application.ts';
import { ApplicantSummary } from '../components/applicant-summary.tsx';
import { ApplicationActions, type ApplicationSlot } from '../components/application-actions.tsx';
import { ApplicationLinks, PlayerLink } from '../components/application-links.tsx';
import { StarButton } from '../components/star-button.tsx';
import { TrialCard } from '../components/trial-card.tsx';

/**
 * `/applications/{id}` (docs/product.md#applications): everything about one application for the poster (or an
 * admin), its history and trial, with the same answers as the lists. Opening it marks it Viewed on
 * the server. The page in `pages/` adds the Message button, and `next`: what follows the answer (an agent's
 * Offer to Sign after a contract offered, decision 065).
 */
export function ApplicationDetailPage({ message, next }: { message?: ApplicationSlot; next?: ApplicationSlot }) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const applicationId = Number(useParams().applicationId);
  // The way back points to the start of the line: right in Arabic.
  const backArrow = useDirection().dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const query = useApplication(applicationId);
  return (
    <Stack gap="lg" maw={1000}>
      <PageTitle>
        {query.data
          ? t('applications.detail.titleFrom', { name: isolate(query.data.player.fullName) })
          : t('applications.detail.title')}
      </PageTitle>
      <Button
        component={Link}
        to="/view-applications"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden style={backArrow} />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('applications.detail.all')}
      </Button>
      {query.data ? (
        <ApplicationDetail application={query.data} message={message?.(query.data)} next={next?.(query.data)} />
      ) : query.isError ? (
        <ListError
          title={t('applications.detail.cannotShow')}
          message={sentence(errorMessage(query.error))}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Stack gap="md" role="status" aria-label={t('applications.detail.loading')}>
          <Skeleton height={40} width="60%" />
          <Skeleton height={160} />
        </Stack>
      )}
    </Stack>
  );
}

function ApplicationDetail({
  application,
  message,
  next,
}: {
  application: TApplication;
  message: ReactNode;
  next: ReactNode;
}) {
  const t = useApplicationsT();
  const dates = useApplicationDates();
  const { opportunity } = application;
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {t('applications.detail.titleFrom', { name: isolate(application.player.fullName) })}
          </Title>
          <Group gap="xs">
            <ApplicationStatusBadge status={application.status} size="lg" />
            <Text size="sm" c="dimmed">
              {t('applications.detail.since', { date: dates.dateTime(application.statusChangedAt) })}
            </Text>
          </Group>
        </Stack>
        <StarButton application={application} />
      </Group>
      <Card withBorder padding="md" component="section" aria-label={t('applications.detail.answer')}>
        <ApplicationActions application={application} message={message} hideDetailsLink />
      </Card>
      {next}
      <SectionCard title={t('applications.detail.theApplication')}>
        <FactList
          facts={[
            [t('applications.detail.player'), <PlayerLink application={application} key="player" />],
            [t('applications.detail.applied'), dates.date(application.appliedAt)],
            [
              t('applications.detail.opportunity'),
              <Anchor component={Link} to={`/view-applications?opportunity=${opportunity.id}`} key="post">
                {t('applications.detail.opportunityLink', {
                  number: String(opportunityNumber(opportunity.id)),
                  status: t(POST_STATUS_IDS[opportunity.status]),
                })}
              </Anchor>,
            ],
          ]}
        />
        <ApplicantSummary application={application} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('applications.detail.post')}{' '}
          </Text>
          <bdi>{opportunity.description}</bdi>
        </Text>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('applications.detail.introduction')}
          </Text>
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.introduction}
          </Text>
        </Stack>
        <ApplicationLinks application={application} />
      </SectionCard>
      {application.trial ? <TrialCard applicationId={application.id} trial={application.trial} /> : null}
      <SectionCard title={t('applications.history')}>
        <ApplicationHistory
          history={application.history}
          label={t('applications.detail.historyLabel', { name: isolate(application.player.fullName) })}
        />
      </SectionCard>
    </>
  );
}
