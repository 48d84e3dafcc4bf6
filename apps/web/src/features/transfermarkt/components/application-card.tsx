import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TTransfermarktApplication } from '@scouting/contract/schemas/transfermarkt';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';
import {
  type TransfermarktMessageId,
  useClubValueLabel,
  useTransfermarktT,
} from '../../../i18n/areas/transfermarkt.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { useFootLabel, usePositionLabel } from '../../../i18n/football.ts';
import { intlLocale } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/language-provider.tsx';
import { useSentence } from '../../../i18n/sentences.ts';
import { useForwardApplication } from '../api/review-application.ts';
import { PermissionSwitch } from './permission-switch.tsx';
import { RejectApplicationModal } from './reject-application-modal.tsx';

// Shades that carry white text at 4.5:1 or more (WCAG 1.4.3); Mantine's default blue.6 and red.6 do not.
const STATUS_COLOR = { submitted: 'blue.8', forwarded: 'pitch', rejected: 'red.9' } as const;
const STATUS_LABEL: Record<TTransfermarktApplication['status'], TransfermarktMessageId> = {
  submitted: 'transfermarkt.application.status.submitted',
  forwarded: 'transfermarkt.application.status.forwarded',
  rejected: 'transfermarkt.application.status.rejected',
};

function link(value: string | null) {
  return value ? <ExternalLink href={value} /> : null;
}

/** What the application says about the player, as label and value pairs (empty ones are left out). */
function useFacts(): (a: TTransfermarktApplication) => Fact[] {
  const t = useTransfermarktT();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  const footLabel = useFootLabel();
  return (a) => [
    [t('transfermarkt.fact.dob'), a.dob],
    [t('transfermarkt.fact.nationality'), countryName(a.nationality)],
    [t('transfermarkt.fact.positions'), `${positionLabel(a.primaryPosition)} / ${positionLabel(a.secondaryPosition)}`],
    [t('transfermarkt.fact.heightWeight'), `${a.height} m / ${a.weight} kg`],
    [t('transfermarkt.fact.preferredFoot'), footLabel(a.preferredFoot)],
    [
      t('transfermarkt.fact.currentClub'),
      <span key="club">
        <bdi>{a.currentClub}</bdi> ({countryName(a.clubCountry)})
      </span>,
    ],
    [
      t('transfermarkt.fact.previousClub'),
      a.previousClub ? <bdi key="previous">{a.previousClub}</bdi> : a.previousClub,
    ],
    [t('transfermarkt.fact.league'), a.leagueName],
    [t('transfermarkt.fact.email'), a.emailAddress],
    [t('transfermarkt.clubWebsite'), link(a.clubWebsite)],
    [t('transfermarkt.fact.profileLink'), link(a.profileLink)],
    [t('transfermarkt.fact.youtube'), link(a.youtubeLink)],
    [t('transfermarkt.fact.agent'), a.agentDetail],
  ];
}

/** One application for the admin: the snapshot, clubs, documents, its status and the decisions (docs/product.md#transfermarkt). */
export function ApplicationCard({ application: a }: { application: TTransfermarktApplication }) {
  const [rejecting, setRejecting] = useState(false);
  const forward = useForwardApplication();
  const t = useTransfermarktT();
  const sentence = useSentence();
  const facts = useFacts();
  const clubValue = useClubValueLabel();
  const locale = intlLocale(useLanguage());
  const headingId = `application-${a.id}`;

  const confirmForward = () =>
    openConfirmModal({
      title: t('transfermarkt.application.forwardTitle', { name: isolate(a.fullName) }),
      children: <Text size="sm">{t('transfermarkt.application.forwardBody')}</Text>,
      labels: { confirm: t('transfermarkt.application.forward'), cancel: t('transfermarkt.cancel') },
      onConfirm: () =>
        forward.mutate(a.id, {
          onSuccess: () => notifications.show({ color: 'pitch', message: sentence(MESSAGES.forwarded) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: sentence(MESSAGES.forwardFailed),
              message: sentence(errorMessage(error)),
            }),
        }),
    });

  return (
    <Card component="li" withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              <bdi>{a.fullName}</bdi>
            </Title>
            <Text size="sm" c="dimmed">
              {t('transfermarkt.application.appliedOn', {
                date: new Date(a.createdAt).toLocaleDateString(locale),
              })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[a.status]} variant="filled">
            {t(STATUS_LABEL[a.status])}
          </Badge>
        </Group>
        {a.status === 'rejected' && a.rejectionReason ? (
          <Text>
            <Text span fw={600}>
              {t('transfermarkt.application.rejectionReason')}
            </Text>{' '}
            {a.rejectionReason}
          </Text>
        ) : null}

        <FactList facts={facts(a)} hideEmpty density="compact" />
        <Stack gap={4}>
          <Text fw={600}>{t('transfermarkt.introduction')}</Text>
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.introduction}
          </Text>
        </Stack>
        {a.emailBody ? (
          <Stack gap={4}>
            <Text fw={600}>{t('transfermarkt.emailBody')}</Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.emailBody}</Text>
          </Stack>
        ) : null}

        <Group
          gap="md"
          component="nav"
          aria-label={t('transfermarkt.application.documentsOf', { name: isolate(a.fullName) })}
        >
          <Anchor href={a.governmentIdUrl}>{t('transfermarkt.governmentId')}</Anchor>
          <Anchor href={a.leagueIdCardUrl}>{t('transfermarkt.leagueIdCard')}</Anchor>
          {a.photoUrl ? <Anchor href={a.photoUrl}>{t('transfermarkt.photo')}</Anchor> : null}
        </Group>

        <Stack gap="xs">
          <Text fw={600}>{t('transfermarkt.clubHistory')}</Text>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} m={0} p={0} style={{ listStyle: 'none' }}>
            {a.clubHistory.map((club) => (
              <Paper
                component="li"
                withBorder
                p="sm"
                key={`${club.clubName}-${club.fromYear}-${club.toYear}-${club.positionPlayed}`}
              >
                <Text fw={600}>
                  <bdi>{club.clubName}</bdi> ({club.fromYear}–{club.toYear})
                </Text>
                <Text size="sm">
                  {club.leagueName} · {clubValue(club.leagueTier)} · {clubValue(club.positionPlayed)}
                </Text>
                <Text size="sm">
                  {t('transfermarkt.application.clubStats', {
                    matches: club.matches,
                    goals: club.goals,
                    assists: club.assists,
                    cleanSheets: club.cleanSheets,
                  })}
                </Text>
                <Group gap="sm">
                  {club.clubWebsite?.startsWith('http') ? (
                    <Anchor size="sm" href={club.clubWebsite} target="_blank" rel="noopener noreferrer">
                      {t('transfermarkt.application.websiteOf', { club: isolate(club.clubName) })}
                    </Anchor>
                  ) : null}
                  {club.clubPhotoUrl ? (
                    <Anchor size="sm" href={club.clubPhotoUrl}>
                      {t('transfermarkt.application.photoAt', { club: isolate(club.clubName) })}
                    </Anchor>
                  ) : null}
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Group justify="space-between" wrap="wrap" gap="sm">
          <PermissionSwitch playerId={a.playerId} playerName={a.fullName} allowed={a.canEditTransfermarkt} />
          {a.status === 'submitted' ? (
            <Group gap="sm">
              <Button variant="default" color="red" onClick={() => setRejecting(true)}>
                {t('transfermarkt.reject.button')}
              </Button>
              <Button onClick={confirmForward} loading={forward.isPending}>
                {t('transfermarkt.application.forward')}
              </Button>
            </Group>
          ) : null}
        </Group>
      </Stack>
      <RejectApplicationModal
        applicationId={a.id}
        playerName={a.fullName}
        opened={rejecting}
        onClose={() => setRejecting(false)}
      />
    </Card>
  );
}
