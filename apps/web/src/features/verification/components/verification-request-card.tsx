import { Anchor, Badge, Button, Card, Group, Stack, Switch, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { REJECTION_REASON_MAX_LENGTH } from '@scouting/contract/agent-verification';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type {
  TAgentVerificationRequest,
  TAgentVerificationReview,
} from '@scouting/contract/schemas/agent-verification';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ReasonDecisionModal } from '../../../components/reason-decision-modal.tsx';
import { slots, useAdminDate, useAdminT, withNodes } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useReviewAgentVerification } from '../api/review-agent-verification.ts';
import { useRevokeAgentVerification } from '../api/revoke-agent-verification.ts';

// Shades that carry their text at 4.5:1 or more (WCAG 1.4.3).
function statusBadge(request: TAgentVerificationRequest) {
  if (!request.reviewed) return { label: 'admin.verification.status.pending', color: 'yellow', c: 'dark' } as const;
  return request.approved
    ? ({ label: 'admin.verification.status.approved', color: 'pitch' } as const)
    : ({ label: 'admin.verification.status.rejected', color: 'red.9' } as const);
}

/** One request for the admin (docs/product.md#verification): its fields, the two documents, and the decisions. */
export function VerificationRequestCard({ request: r }: { request: TAgentVerificationRequest }) {
  const review = useReviewAgentVerification();
  const t = useAdminT();
  const sentence = useSentence();
  const formatDate = useAdminDate(true);
  const name = { name: isolate(r.fullName) };
  const revoke = useRevokeAgentVerification();
  const [revoking, revokeDialog] = useDisclosure(false);
  // A verified agent's latest request carries the badge: revoking it is decided there (docs/product.md#admin-pages).
  const canRevoke = r.isLatest && r.verificationStatus === 'verified';
  const [reason, setReason] = useState('');
  const [allowResubmission, setAllowResubmission] = useState(false);
  const headingId = `verification-${r.id}`;
  const badge = statusBadge(r);
  // After a denial only the agent's latest request can reopen or close resubmission.
  const canToggle = r.reviewed && r.approved === false && r.isLatest && r.verificationStatus === 'denied';

  const send = (body: TAgentVerificationReview, success: string) =>
    review.mutate(
      { id: r.id, review: body },
      {
        onSuccess: () => notifications.show({ color: 'pitch', message: success }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: sentence(MESSAGES.verificationDecisionFailed),
            message: sentence(errorMessage(error)),
          }),
      },
    );

  const facts: Fact[] = [
    [
      t('admin.verification.fact.account'),
      t('admin.verification.fact.accountValue', { name: isolate(r.agentName), id: r.agentId }),
    ],
    [t('admin.verification.fact.licenceNumber'), r.licenseNumber],
    [t('admin.verification.fact.issuingBody'), r.issuingBody],
    [t('admin.verification.fact.agencyName'), <bdi key="agency">{r.agencyName}</bdi>],
    [t('admin.verification.fact.agencyWebsite'), r.agencyWebsite],
    [t('admin.verification.fact.terms'), r.agreedToTerms ? t('admin.verification.yes') : t('admin.verification.no')],
    [t('admin.verification.fact.submitted'), formatDate(r.createdAt)],
    [t('admin.verification.fact.rejectionReason'), r.rejectionReason],
  ];

  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            <bdi>{r.fullName}</bdi>
          </Title>
          <Badge color={badge.color} c={badge.c} variant={r.reviewed ? 'filled' : 'light'}>
            {t(badge.label)}
          </Badge>
        </Group>
        <FactList facts={facts} hideEmpty density="compact" />
        <Group gap="md" wrap="wrap">
          <Anchor href={r.licenseFileUrl} target="_blank" rel="noopener">
            {t('admin.verification.licenceDocument')} <IconExternalLink size={14} aria-hidden />
          </Anchor>
          <Anchor href={r.idFileUrl} target="_blank" rel="noopener">
            {t('admin.verification.idDocument')} <IconExternalLink size={14} aria-hidden />
          </Anchor>
          <Anchor component={Link} to={r.agentProfileUrl}>
            {t('admin.verification.agentProfile')}
          </Anchor>
        </Group>
        {!r.reviewed ? (
          <Stack gap="sm">
            <GrowingTextarea
              label={t('admin.verification.reasonLabel')}
              description={t('admin.verification.reasonHelp')}
              minRows={2}
              maxLength={REJECTION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Switch
              label={t('admin.verification.allowResubmission')}
              description={t('admin.verification.allowHelpReject')}
              checked={allowResubmission}
              onChange={(event) => setAllowResubmission(event.currentTarget.checked)}
            />
            <Group gap="sm">
              <Button
                loading={review.isPending}
                aria-label={t('admin.verification.approveLabel', name)}
                onClick={() => send({ reviewed: true, approved: true }, t('admin.verification.approved', name))}
              >
                {t('admin.verification.approve')}
              </Button>
              <Button
                color="red.9"
                loading={review.isPending}
                aria-label={t('admin.verification.rejectLabel', name)}
                onClick={() =>
                  send(
                    { reviewed: true, approved: false, rejectionReason: reason.trim() || null, allowResubmission },
                    t('admin.verification.rejected', name),
                  )
                }
              >
                {t('admin.verification.reject')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {canToggle ? (
          <Switch
            label={t('admin.verification.allowResubmission')}
            description={t('admin.verification.allowHelpToggle')}
            checked={r.allowResubmission}
            disabled={review.isPending}
            onChange={(event) =>
              send(
                { allowResubmission: event.currentTarget.checked },
                t(
                  event.currentTarget.checked
                    ? 'admin.verification.resubmissionAllowed'
                    : 'admin.verification.resubmissionOff',
                ),
              )
            }
          />
        ) : null}
        {canRevoke ? (
          <Group>
            <Button color="red.9" onClick={revokeDialog.open} aria-label={t('admin.verification.revokeLabel', name)}>
              {t('admin.verification.revokeButton')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDecisionModal
        opened={revoking}
        onClose={revokeDialog.close}
        title={t('admin.verification.revokeTitle', name)}
        confirmLabel={t('admin.verification.revoke')}
        onConfirm={async (reason) => {
          await revoke.mutateAsync({ agentId: r.agentId, reason });
          notifications.show({ color: 'pitch', message: sentence(ADMIN_MESSAGES.verificationRevokedNotice) });
        }}
      >
        {withNodes(t('admin.verification.revokeBody', slots('agent')), {
          agent: (
            <Anchor component={Link} to={r.agentProfileUrl} underline="always">
              <bdi>{r.agentName}</bdi>
            </Anchor>
          ),
        })}
      </ReasonDecisionModal>
    </Card>
  );
}
