import { Anchor, Group } from '@mantine/core';
import type { TApplication } from '@scouting/contract';
import { Link } from 'react-router';

/** Every application links to the player's profile and, when one was sent, the CV (SPEC §2). */
export function PlayerLink({ application }: { application: TApplication }) {
  return (
    <Anchor
      component={Link}
      to={`/player-profile/${application.playerId}`}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {application.player.fullName}
    </Anchor>
  );
}

export function ApplicationLinks({ application }: { application: TApplication }) {
  return (
    <Group gap="md">
      {application.cvUrl ? (
        <Anchor href={application.cvUrl} download aria-label={`CV of ${application.player.fullName}`}>
          CV
        </Anchor>
      ) : null}
      {application.profileLink ? (
        <Anchor
          href={application.profileLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Profile link of ${application.player.fullName}`}
        >
          Profile link
        </Anchor>
      ) : null}
    </Group>
  );
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
