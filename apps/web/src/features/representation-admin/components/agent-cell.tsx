import type { TRepresentationOffer } from '@scouting/contract';
import { ProfileLink } from './profile-link.tsx';

/** The agent's name (to their profile) and member id, which the Agent ID filter takes. */
export function AgentCell({ agent }: { agent: TRepresentationOffer['agent'] }) {
  return (
    <span>
      <ProfileLink id={agent.id} name={agent.fullName} kind="agent" /> (ID {agent.id})
    </span>
  );
}

/** The player's name (to their profile), and whether they are a minor (their parent signs too). */
export function PlayerCell({ player }: { player: TRepresentationOffer['player'] }) {
  return (
    <span>
      <ProfileLink id={player.id} name={player.fullName} kind="player" />
      {player.isMinor ? ' (under 18)' : null}
    </span>
  );
}
