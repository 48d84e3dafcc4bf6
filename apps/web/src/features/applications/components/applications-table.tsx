import { Table } from '@mantine/core';
import { truncate } from '@scouting/contract/applications';
import { APPLICATION_TABLE_TRUNCATE } from '@scouting/contract/constants';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { ApplicationStatusBadge } from '../../../shared/application-status.tsx';
import { ApplicationActions, type ApplicationSlot } from './application-actions.tsx';
import { ApplicationLinks, PlayerLink } from './application-links.tsx';
import { StarButton } from './star-button.tsx';

/** The Table view: text truncated to 50 characters (docs/product.md#applications); scrolls inside itself on phones. */
export function ApplicationsTable({
  applications,
  message,
}: {
  applications: TApplication[];
  message?: ApplicationSlot;
}) {
  const t = useApplicationsT();
  const dates = useApplicationDates();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label={t('applications.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('applications.table.player')}</Table.Th>
            <Table.Th>{t('applications.table.status')}</Table.Th>
            <Table.Th>{t('applications.table.opportunity')}</Table.Th>
            <Table.Th>{t('applications.table.introduction')}</Table.Th>
            <Table.Th>{t('applications.table.applied')}</Table.Th>
            <Table.Th>{t('applications.table.links')}</Table.Th>
            <Table.Th>{t('applications.table.star')}</Table.Th>
            <Table.Th>{t('applications.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((application) => (
            <Table.Tr key={application.id}>
              <Table.Td>
                <PlayerLink application={application} />
              </Table.Td>
              <Table.Td>
                <ApplicationStatusBadge status={application.status} />
              </Table.Td>
              <Table.Td>{truncate(application.opportunity.description, APPLICATION_TABLE_TRUNCATE)}</Table.Td>
              <Table.Td>{truncate(application.introduction, APPLICATION_TABLE_TRUNCATE)}</Table.Td>
              <Table.Td>{dates.date(application.appliedAt)}</Table.Td>
              <Table.Td>
                <ApplicationLinks application={application} />
              </Table.Td>
              <Table.Td>
                <StarButton application={application} />
              </Table.Td>
              <Table.Td miw={260}>
                <ApplicationActions application={application} message={message?.(application)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
