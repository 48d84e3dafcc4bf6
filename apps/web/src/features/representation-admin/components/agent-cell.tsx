import type { TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { ProfileLink } from './profile-link.tsx';

/** The agent's name (to their profile) and member id, which the Agent ID filter takes. */
export function AgentCell({ agent }: { agent: TRepresentationOffer['agent'] }) {
  const t = useRepresentationT();
  return (
    <span>
      <ProfileLink id={agent.id} name={agent.fullName} kind="agent" />{' '}
      {t('representation.admin.agentIdValue', { id: agent.id })}
    </span>
  );
}

/** The player's name (to their profile), and whether they are a minor (their parent signs too). */
export function PlayerCell({ player }: { player: TRepresentationOffer['player'] }) {
  const t = useRepresentationT();
  return (
    <span>
      <ProfileLink id={player.id} name={player.fullName} kind="player" />
      {player.isMinor ? ` ${t('representation.admin.underAge')}` : null}
    </span>
  );
}
