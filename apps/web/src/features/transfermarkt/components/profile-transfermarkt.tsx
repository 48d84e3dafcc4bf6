import { Anchor, Text } from '@mantine/core';
import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { PermissionSwitch } from './permission-switch.tsx';

type ProfileTransfermarktProps = { player: TPlayerDetails; adminView: boolean };

/**
 * The player's Transfermarkt link on their profile (decision 010), and for an admin the same
 * permission switch as on the application card, so a player who never applied can be switched too.
 */
export function ProfileTransfermarkt({ player, adminView }: ProfileTransfermarktProps) {
  const t = useTransfermarktT();
  if (!player.transfermarktUrl && !adminView) return null;
  return (
    <SectionCard title={t('transfermarkt.name')} gap="sm">
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
        <Text>{t('transfermarkt.profile.none')}</Text>
      )}
      {adminView ? (
        <PermissionSwitch playerId={player.id} playerName={player.fullName} allowed={player.canEditTransfermarkt} />
      ) : null}
    </SectionCard>
  );
}
