import { Anchor, Group } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { Link } from 'react-router';
import { useApplicationsT } from '../../../i18n/areas/applications.ts';

/** Every application links to the player's profile and, when one was sent, the CV (docs/product.md#applications). */
export function PlayerLink({ application }: { application: TApplication }) {
  return (
    <Anchor
      component={Link}
      to={`/player-profile/${application.playerId}`}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      <bdi>{application.player.fullName}</bdi>
    </Anchor>
  );
}

export function ApplicationLinks({ application }: { application: TApplication }) {
  const t = useApplicationsT();
  const name = application.player.fullName;
  return (
    <Group gap="md">
      {application.cvUrl ? (
        <Anchor href={application.cvUrl} download aria-label={t('applications.links.cvLabel', { name: isolate(name) })}>
          {t('applications.links.cv')}
        </Anchor>
      ) : null}
      {application.profileLink ? (
        <Anchor
          href={application.profileLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('applications.links.profileLinkLabel', { name: isolate(name) })}
        >
          {t('applications.links.profileLink')}
        </Anchor>
      ) : null}
    </Group>
  );
}
