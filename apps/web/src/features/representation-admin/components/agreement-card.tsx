import { Card } from '@mantine/core';
import type { TRepresentation } from '@scouting/contract';
import { FactList } from '../../../components/fact-list.tsx';
import { AgentCell, PlayerCell } from './agent-cell.tsx';
import { formatDay } from './dates.ts';

type AgreementCardProps = { agreement: TRepresentation };

/** One agreement in force: the agent, the player, since and until when, and whether it is exclusive. */
export function AgreementCard({ agreement }: AgreementCardProps) {
  const { agent, player } = agreement;
  return (
    <Card component="li" withBorder padding="md">
      <FactList
        density="compact"
        facts={[
          ['Agent', <AgentCell key="agent" agent={agent} />],
          ['Player', <PlayerCell key="player" player={player} />],
          ['Since', formatDay(agreement.startsOn)],
          ['Until', formatDay(agreement.endsOn)],
          ['Exclusive', agreement.exclusive ? 'Yes' : 'No'],
        ]}
      />
    </Card>
  );
}
