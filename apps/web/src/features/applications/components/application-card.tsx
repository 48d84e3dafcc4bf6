import { Card, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { ItemList } from '../../../components/item-list.tsx';
import { useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { ApplicationStatusBadge } from '../../../shared/application-status.tsx';
import { ApplicantSummary } from './applicant-summary.tsx';
import { ApplicationActions, type ApplicationSlot } from './application-actions.tsx';
import { ApplicationLinks, PlayerLink } from './application-links.tsx';
import { StarButton } from './star-button.tsx';

type ApplicationCardProps = {
  application: TApplication;
  showOpportunity?: boolean;
  /** The page's Message button for this application. */
  message?: ApplicationSlot;
};

/** The Modern view's card (and the bookmarks'): applicant with their facts, fit and first video, status, opportunity, introduction, links, star, answers. */
export function ApplicationCard({ application, showOpportunity = true, message }: ApplicationCardProps) {
  const t = useApplicationsT();
  const dates = useApplicationDates();
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={t('applications.card.label', { name: isolate(application.player.fullName) })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <PlayerLink application={application} />
            <Group gap="xs">
              <ApplicationStatusBadge status={application.status} />
              <Text size="sm" c="dimmed">
                {t('applications.card.applied', { date: dates.date(application.appliedAt) })}
              </Text>
            </Group>
          </Stack>
          <StarButton application={application} />
        </Group>
        <ApplicantSummary application={application} />
        {showOpportunity ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {t('applications.card.opportunity')}{' '}
            </Text>
            <bdi>{application.opportunity.description}</bdi>
          </Text>
        ) : null}
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {application.introduction}
        </Text>
        <ApplicationLinks application={application} />
        <ApplicationActions application={application} message={message?.(application)} />
      </Stack>
    </Card>
  );
}

export function ApplicationCards({
  applications,
  label,
  message,
}: {
  applications: TApplication[];
  label: string;
  message?: ApplicationSlot;
}) {
  return (
    <ItemList label={label}>
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} message={message} />
      ))}
    </ItemList>
  );
}
