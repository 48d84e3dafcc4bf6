import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type TTransfermarktApplication } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';
import { useForwardApplication } from '../api/review-application.ts';
import { PermissionSwitch } from './permission-switch.tsx';
import { RejectApplicationModal } from './reject-application-modal.tsx';

// Shades that carry white text at 4.5:1 or more (WCAG 1.4.3); Mantine's default blue.6 and red.6 do not.
const STATUS_COLOR = { submitted: 'blue.8', forwarded: 'pitch', rejected: 'red.9' } as const;

function link(value: string | null) {
  return value ? <ExternalLink href={value} /> : null;
}

/** What the application says about the player, as label and value pairs (empty ones are left out). */
function facts(a: TTransfermarktApplication): Fact[] {
  return [
    ['Date of birth', a.dob],
    ['Nationality', a.nationality],
    ['Positions', `${a.primaryPosition} / ${a.secondaryPosition}`],
    ['Height / weight', `${a.height} m / ${a.weight} kg`],
    ['Preferred foot', a.preferredFoot],
    ['Current club', `${a.currentClub} (${a.clubCountry})`],
    ['Previous club', a.previousClub],
    ['League', a.leagueName],
    ['E-mail', a.emailAddress],
    ['Club website', link(a.clubWebsite)],
    ['Profile link', link(a.profileLink)],
    ['YouTube', link(a.youtubeLink)],
    ['Agent', a.agentDetail],
  ];
}

/** One application for the admin: the snapshot, clubs, documents, its status and the decisions (SPEC §4). */
export function ApplicationCard({ application: a }: { application: TTransfermarktApplication }) {
  const [rejecting, setRejecting] = useState(false);
  const forward = useForwardApplication();
  const headingId = `application-${a.id}`;

  const confirmForward = () =>
    modals.openConfirmModal({
      title: `Forward the application of ${a.fullName}?`,
      children: (
        <Text size="sm">
          It is e-mailed with its documents to Transfermarkt's data team, who decide on listing, and the player is
          notified.
        </Text>
      ),
      labels: { confirm: 'Forward', cancel: 'Cancel' },
      onConfirm: () =>
        forward.mutate(a.id, {
          onSuccess: () => notifications.show({ color: 'pitch', message: MESSAGES.forwarded }),
          onError: (error) =>
            notifications.show({ color: 'red', title: MESSAGES.forwardFailed, message: errorMessage(error) }),
        }),
    });

  return (
    <Card component="li" withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {a.fullName}
            </Title>
            <Text size="sm" c="dimmed">
              Applied on {new Date(a.createdAt).toLocaleDateString()}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[a.status]} variant="filled">
            {a.status}
          </Badge>
        </Group>
        {a.status === 'rejected' && a.rejectionReason ? (
          <Text>
            <Text span fw={600}>
              Rejection reason:
            </Text>{' '}
            {a.rejectionReason}
          </Text>
        ) : null}

        <FactList facts={facts(a)} hideEmpty density="compact" />
        <Stack gap={4}>
          <Text fw={600}>Introduction</Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.introduction}</Text>
        </Stack>
        {a.emailBody ? (
          <Stack gap={4}>
            <Text fw={600}>E-mail body</Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.emailBody}</Text>
          </Stack>
        ) : null}

        <Group gap="md" component="nav" aria-label={`Documents of ${a.fullName}`}>
          <Anchor href={a.governmentIdUrl}>Government ID</Anchor>
          <Anchor href={a.leagueIdCardUrl}>League ID card</Anchor>
          {a.photoUrl ? <Anchor href={a.photoUrl}>Photo</Anchor> : null}
        </Group>

        <Stack gap="xs">
          <Text fw={600}>Club history</Text>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} m={0} p={0} style={{ listStyle: 'none' }}>
            {a.clubHistory.map((club) => (
              <Paper
                component="li"
                withBorder
                p="sm"
                key={`${club.clubName}-${club.fromYear}-${club.toYear}-${club.positionPlayed}`}
              >
                <Text fw={600}>
                  {club.clubName} ({club.fromYear}–{club.toYear})
                </Text>
                <Text size="sm">
                  {club.leagueName} · {club.leagueTier} · {club.positionPlayed}
                </Text>
                <Text size="sm">
                  {club.matches} matches, {club.goals} goals, {club.assists} assists, {club.cleanSheets} clean sheets
                </Text>
                <Group gap="sm">
                  {club.clubWebsite?.startsWith('http') ? (
                    <Anchor size="sm" href={club.clubWebsite} target="_blank" rel="noopener noreferrer">
                      Website of {club.clubName}
                    </Anchor>
                  ) : null}
                  {club.clubPhotoUrl ? (
                    <Anchor size="sm" href={club.clubPhotoUrl}>
                      Photo at {club.clubName}
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
                Reject
              </Button>
              <Button onClick={confirmForward} loading={forward.isPending}>
                Forward
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
