import { Anchor, Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import type { TClubVerificationRequest } from '@scouting/contract/schemas/club-verification';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ReasonDecisionModal } from '../../../components/reason-decision-modal.tsx';
import { type ClubsMessageId, useClubsDate, useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDecideClubVerification, useRevokeClubVerification } from '../api/club-verifications.ts';

// Shades that carry their text at 4.5:1 or more (WCAG 1.4.3).
const STATUS_BADGE: Record<TClubVerificationRequest['status'], { label: ClubsMessageId; color: string; c?: string }> = {
  pending: { label: 'clubs.verification.status.pending', color: 'yellow', c: 'dark' },
  verified: { label: 'clubs.verification.status.verified', color: 'pitch' },
  denied: { label: 'clubs.verification.status.denied', color: 'red.9' },
  revoked: { label: 'clubs.verification.status.revoked', color: 'red.9' },
};

/** One club's request for the admin (docs/product.md#club-needs): its facts, the document, the decisions. */
export function ClubVerificationCard({ request: r }: { request: TClubVerificationRequest }) {
  const t = useClubsT();
  const sentence = useSentence();
  const formatDate = useClubsDate();
  const decide = useDecideClubVerification();
  const revoke = useRevokeClubVerification();
  const [reason, setReason] = useState('');
  const [revoking, revokeDialog] = useDisclosure(false);
  const headingId = `club-verification-${r.id}`;
  const badge = STATUS_BADGE[r.status];
  const name = { name: isolate(r.clubName) };

  const send = (decision: 'approve' | 'deny', success: string) =>
    decide.mutate(
      { clubId: r.clubId, decision: { decision, reason: decision === 'deny' ? reason.trim() : null } },
      {
        onSuccess: () => notifications.show({ color: 'pitch', message: success }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('clubs.verification.decisionFailed'),
            message: sentence(errorMessage(error)),
          }),
      },
    );

  const facts: Fact[] = [
    [
      t('clubs.verification.fact.club'),
      t('clubs.verification.fact.clubValue', { name: isolate(r.clubName), id: r.clubId }),
    ],
    [t('clubs.verification.fact.country'), r.clubCountry],
    [t('clubs.verification.fact.federation'), r.federation],
    [t('clubs.verification.fact.registrationNumber'), r.registrationNumber],
    [t('clubs.verification.fact.submitted'), formatDate(r.createdAt)],
    [t('clubs.verification.fact.reason'), r.reason],
  ];

  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{r.clubName}</bdi>
          </Title>
          <Badge color={badge.color} c={badge.c} variant={r.status === 'pending' ? 'light' : 'filled'}>
            {t(badge.label)}
          </Badge>
        </Group>
        <FactList facts={facts} hideEmpty density="compact" />
        <Group gap="md" wrap="wrap">
          <Anchor href={r.documentUrl} target="_blank" rel="noopener">
            {t('clubs.verification.document')} <IconExternalLink size={14} aria-hidden />
          </Anchor>
          <Anchor component={Link} to={r.clubProfileUrl}>
            {t('clubs.verification.clubProfile')}
          </Anchor>
        </Group>
        {r.status === 'pending' ? (
          <Stack gap="sm">
            <GrowingTextarea
              label={t('clubs.verification.reasonLabel')}
              description={t('clubs.verification.reasonHelp')}
              minRows={2}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button
                loading={decide.isPending}
                aria-label={t('clubs.verification.approveLabel', name)}
                onClick={() => send('approve', t('clubs.verification.approved', name))}
              >
                {t('clubs.verification.approve')}
              </Button>
              <Button
                color="red.9"
                loading={decide.isPending}
                aria-label={t('clubs.verification.denyLabel', name)}
                onClick={() => send('deny', t('clubs.verification.denied', name))}
              >
                {t('clubs.verification.deny')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {r.status === 'verified' ? (
          <Group>
            <Button color="red.9" onClick={revokeDialog.open} aria-label={t('clubs.verification.revokeLabel', name)}>
              {t('clubs.verification.revokeButton')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDecisionModal
        opened={revoking}
        onClose={revokeDialog.close}
        title={t('clubs.verification.revokeTitle', name)}
        confirmLabel={t('clubs.verification.revoke')}
        onConfirm={async (why) => {
          await revoke.mutateAsync({ clubId: r.clubId, reason: why });
          notifications.show({ color: 'pitch', message: sentence(CLUB_VERIFICATION_MESSAGES.revokedNotice) });
        }}
      >
        {t('clubs.verification.revokeBody', name)}
      </ReasonDecisionModal>
    </Card>
  );
}
