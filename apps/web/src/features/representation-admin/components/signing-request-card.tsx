import { Card, Group, Text } from '@mantine/core';
import type { TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { FactList } from '../../../components/fact-list.tsx';
import { useRepresentationFormat } from '../../../i18n/areas/representation.ts';
import { OfferStatusBadge } from '../../../shared/offer-status-badge.tsx';
import { AgentCell, PlayerCell } from './agent-cell.tsx';
import { useFormatDay } from './dates.ts';

type SigningRequestCardProps = { offer: TRepresentationOffer };

/** One offer to sign as the admin sees it: who offered whom, the terms in short, when, and where it stands. */
export function SigningRequestCard({ offer }: SigningRequestCardProps) {
  const { t, formatMonths, formatFee } = useRepresentationFormat();
  const formatDay = useFormatDay();
  const { agent, player } = offer;
  const terms = [
    formatMonths(offer.months),
    t(offer.exclusive ? 'representation.admin.exclusive' : 'representation.admin.notExclusive'),
    formatFee(offer.feePercent),
  ].join(' · ');
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" gap="xs" mb="sm">
        <OfferStatusBadge status={offer.status} size="lg" />
        <Text size="sm" c="dimmed">
          {t('representation.admin.offered', { date: formatDay(offer.createdAt) })}
        </Text>
      </Group>
      <FactList
        density="compact"
        facts={[
          [t('representation.fact.agent'), <AgentCell key="agent" agent={agent} />],
          [t('representation.fact.player'), <PlayerCell key="player" player={player} />],
          [t('representation.fact.terms'), terms],
        ]}
      />
    </Card>
  );
}
