import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TRepresentation } from '@scouting/contract/schemas/representation';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import type { Fact } from '../../../components/fact-list.tsx';
import { useRepresentationFormat } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { useEndRepresentation } from '../api/end-representation.ts';
import { AgreementStatusBadge } from './status-badges.tsx';
import { Terms } from './terms.tsx';

/** The other side (and their agency for the player), and how the agreement ended. */
function leadingFacts(
  { t, formatDay }: ReturnType<typeof useRepresentationFormat>,
  agreement: TRepresentation,
  viewer: 'Player' | 'Agent',
  otherLink: ReactNode,
): Fact[] {
  const facts: Fact[] = [
    [viewer === 'Player' ? t('representation.fact.agent') : t('representation.fact.player'), otherLink],
  ];
  if (viewer === 'Player') facts.push([t('representation.fact.agency'), agreement.agent.agencyName]);
  if (agreement.endedAt) {
    facts.push([
      t('representation.fact.ended'),
      t('representation.endedBy', {
        date: formatDay(agreement.endedAt.slice(0, 10)),
        name: agreement.endedBy ? isolate(agreement.endedBy.fullName) : '—',
      }),
    ]);
  }
  return facts;
}

type AgreementCardProps = {
  agreement: TRepresentation;
  viewer: 'Player' | 'Agent';
  onOutcome: (outcome: { tone: 'error' | 'success'; message: string }) => void;
};

/**
 * One agreement (docs/product.md#representation): the other side, its dates and terms, how it ended, the link to
 * its printable summary, and End agreement (confirmed in a dialog) while it is active.
 */
export function AgreementCard({ agreement, viewer, onOutcome }: AgreementCardProps) {
  const end = useEndRepresentation(agreement.player.id);
  const format = useRepresentationFormat();
  const { t, formatDay } = format;
  const sentence = useSentence();
  const other =
    viewer === 'Player'
      ? { ...agreement.agent, role: 'Agent' as const }
      : { id: agreement.player.id, fullName: agreement.player.fullName, role: 'Player' as const };

  const confirmEnd = () =>
    openConfirmModal({
      title: t('representation.agreement.end'),
      children: <Text size="sm">{sentence(REPRESENTATION_MESSAGES.confirmEnd)}</Text>,
      labels: { confirm: t('representation.agreement.end'), cancel: t('representation.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('representation.closeDialog') },
      onConfirm: () =>
        end.mutate(agreement.id, {
          onSuccess: () => onOutcome({ tone: 'success', message: sentence(REPRESENTATION_MESSAGES.ended) }),
          onError: (error) => onOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
        }),
    });

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={t('representation.agreement.label', { name: isolate(other.fullName) })}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <AgreementStatusBadge status={agreement.status} />
          <Text size="sm">
            {formatDay(agreement.startsOn)} → {formatDay(agreement.endsOn)}
          </Text>
        </Group>
        <Terms
          terms={agreement}
          servicesLabel={t('representation.agreement.services', { name: isolate(other.fullName) })}
          leading={leadingFacts(format, agreement, viewer, <MemberProfileLink member={other} />)}
        />
        <Group gap="xs">
          <Button
            component={Link}
            to={`/representation/${agreement.id}`}
            size="sm"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('representation.agreement.print')}
          </Button>
          {agreement.status === 'active' ? (
            <Button size="sm" variant="light" color="red" onClick={confirmEnd} loading={end.isPending}>
              {t('representation.agreement.end')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
