import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { TPlayerDetails } from '@scouting/contract';
import { useId } from 'react';
import { PermissionSwitch } from './permission-switch.tsx';

type ProfileTransfermarktProps = { player: TPlayerDetails; adminView: boolean };

/**
 * The player's Transfermarkt link on their profile (issue 13), and for an admin the same
 * permission switch as on the application card, so a player who never applied can be switched too.
 */
export function ProfileTransfermarkt({ player, adminView }: ProfileTransfermarktProps) {
  const headingId = useId();
  if (!player.transfermarktUrl && !adminView) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Transfermarkt
        </Title>
        {player.transfermarktUrl ? (
          <Anchor
            href={player.transfermarktUrl}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {player.transfermarktUrl}
          </Anchor>
        ) : (
          <Text>No Transfermarkt link yet.</Text>
        )}
        {adminView ? (
          <PermissionSwitch playerId={player.id} playerName={player.fullName} allowed={player.canEditTransfermarkt} />
        ) : null}
      </Stack>
    </Card>
  );
}
