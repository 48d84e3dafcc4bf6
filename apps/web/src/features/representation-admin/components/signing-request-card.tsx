import { Card, Group, Text } from '@mantine/core';
import { REPRESENTATION_MESSAGES, type TRepresentationOffer } from '@scouting/contract';
import { FactList } from '../../../components/fact-list.tsx';
import { AgentCell, PlayerCell } from './agent-cell.tsx';
import { formatDay, monthsText } from './dates.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

type SigningRequestCardProps = { offer: TRepresentationOffer };

/** One offer to sign as the admin sees it: who offered whom, the terms in short, when, and where it stands. */
export function SigningRequestCard({ offer }: SigningRequestCardProps) {
  const { agent, player } = offer;
  const terms = [
    monthsText(offer.months),
    offer.exclusive ? 'exclusive' : 'not exclusive',
    REPRESENTATION_MESSAGES.feeSummary(offer.feePercent),
  ].join(' · ');
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" gap="xs" mb="sm">
        <OfferStatusBadge status={offer.status} />
        <Text size="sm" c="dimmed">
          Offered {formatDay(offer.createdAt)}
        </Text>
      </Group>
      <FactList
        density="compact"
        facts={[
          ['Agent', <AgentCell key="agent" agent={agent} />],
          ['Player', <PlayerCell key="player" player={player} />],
          ['Terms', terms],
        ]}
      />
    </Card>
  );
}
