import { Card } from '@mantine/core';
import type { TRepresentation } from '@scouting/contract/schemas/representation';
import { FactList } from '../../../components/fact-list.tsx';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { AgentCell, PlayerCell } from './agent-cell.tsx';
import { useFormatDay } from './dates.ts';

type AgreementCardProps = { agreement: TRepresentation };

/** One agreement in force: the agent, the player, since and until when, and whether it is exclusive. */
export function AgreementCard({ agreement }: AgreementCardProps) {
  const t = useRepresentationT();
  const formatDay = useFormatDay();
  const { agent, player } = agreement;
  return (
    <Card component="li" withBorder padding="md">
      <FactList
        density="compact"
        facts={[
          [t('representation.fact.agent'), <AgentCell key="agent" agent={agent} />],
          [t('representation.fact.player'), <PlayerCell key="player" player={player} />],
          [t('representation.fact.since'), formatDay(agreement.startsOn)],
          [t('representation.fact.until'), formatDay(agreement.endsOn)],
          [t('representation.fact.exclusive'), agreement.exclusive ? t('representation.yes') : t('representation.no')],
        ]}
      />
    </Card>
  );
}
