import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { REPRESENTATION_MESSAGES, type TRepresentation } from '@scouting/contract';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import type { Fact } from '../../../components/fact-list.tsx';
import { MemberProfileLink } from '../../../components/member-profile-link.tsx';
import { useEndRepresentation } from '../api/end-representation.ts';
import { formatDay } from './format.ts';
import { AgreementStatusBadge } from './status-badges.tsx';
import { Terms } from './terms.tsx';

/** The other side (and their agency for the player), and how the agreement ended. */
function leadingFacts(agreement: TRepresentation, viewer: 'Player' | 'Agent', otherLink: ReactNode): Fact[] {
  const facts: Fact[] = [[viewer === 'Player' ? 'Agent' : 'Player', otherLink]];
  if (viewer === 'Player') facts.push(['Agency', agreement.agent.agencyName]);
  if (agreement.endedAt) {
    facts.push(['Ended', `${formatDay(agreement.endedAt.slice(0, 10))} by ${agreement.endedBy?.fullName ?? '—'}`]);
  }
  return facts;
}

type AgreementCardProps = {
  agreement: TRepresentation;
  viewer: 'Player' | 'Agent';
  onOutcome: (outcome: { tone: 'error' | 'success'; message: string }) => void;
};

/**
 * One agreement (issue 28 §3, §5): the other side, its dates and terms, how it ended, the link to
 * its printable summary, and End agreement (confirmed in a dialog) while it is active.
 */
export function AgreementCard({ agreement, viewer, onOutcome }: AgreementCardProps) {
  const end = useEndRepresentation(agreement.player.id);
  const other =
    viewer === 'Player'
      ? { ...agreement.agent, role: 'Agent' as const }
      : { id: agreement.player.id, fullName: agreement.player.fullName, role: 'Player' as const };

  const confirmEnd = () =>
    modals.openConfirmModal({
      title: 'End agreement',
      children: <Text size="sm">{REPRESENTATION_MESSAGES.confirmEnd}</Text>,
      labels: { confirm: 'End agreement', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': 'Close dialog' },
      onConfirm: () =>
        end.mutate(agreement.id, {
          onSuccess: () => onOutcome({ tone: 'success', message: REPRESENTATION_MESSAGES.ended }),
          onError: (error) => onOutcome({ tone: 'error', message: errorMessage(error) }),
        }),
    });

  return (
    <Card component="li" withBorder padding="md" aria-label={`Agreement with ${other.fullName}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <AgreementStatusBadge status={agreement.status} />
          <Text size="sm">
            {formatDay(agreement.startsOn)} → {formatDay(agreement.endsOn)}
          </Text>
        </Group>
        <Terms
          terms={agreement}
          label={`of the agreement with ${other.fullName}`}
          leading={leadingFacts(agreement, viewer, <MemberProfileLink member={other} />)}
        />
        <Group gap="xs">
          <Button
            component={Link}
            to={`/representation/${agreement.id}`}
            size="sm"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            Print summary
          </Button>
          {agreement.status === 'active' ? (
            <Button size="sm" variant="light" color="red" onClick={confirmEnd} loading={end.isPending}>
              End agreement
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
