import { Anchor, Stack, Text } from '@mantine/core';
import type { TRepresentationOffer } from '@scouting/contract';
import { Link } from 'react-router';
import { ProfileLink } from './profile-link.tsx';

type AgentCellProps = { agent: TRepresentationOffer['agent']; filterHref: string | null };

/** The agent's name (to their profile) and, while the list shows every agent, a link narrowing it to them. */
export function AgentCell({ agent, filterHref }: AgentCellProps) {
  return (
    <Stack gap={2} align="flex-start">
      <ProfileLink id={agent.id} name={agent.fullName} kind="agent" />
      {agent.agencyName ? <Text size="sm">{agent.agencyName}</Text> : null}
      {filterHref ? (
        <Anchor component={Link} to={filterHref} size="sm" aria-label={`Show only this agent: ${agent.fullName}`}>
          Show only this agent
        </Anchor>
      ) : null}
    </Stack>
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
