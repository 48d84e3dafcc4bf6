import { Anchor, Badge, Button, Card, Group, Stack, Switch, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  REJECTION_REASON_MAX_LENGTH,
  type TAgentVerificationRequest,
  type TAgentVerificationReview,
} from '@scouting/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { ReasonDecisionModal } from '../../../components/reason-decision-modal.tsx';
import { useReviewAgentVerification } from '../api/review-agent-verification.ts';
import { useRevokeAgentVerification } from '../api/revoke-agent-verification.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

// Shades that carry their text at 4.5:1 or more (WCAG 1.4.3).
function statusBadge(request: TAgentVerificationRequest) {
  if (!request.reviewed) return { label: 'Pending', color: 'yellow', c: 'dark' };
  return request.approved ? { label: 'Approved', color: 'pitch' } : { label: 'Rejected', color: 'red.9' };
}

/** One request for the admin (SPEC §3, §4): its fields, the two documents, and the decisions. */
export function VerificationRequestCard({ request: r }: { request: TAgentVerificationRequest }) {
  const review = useReviewAgentVerification();
  const revoke = useRevokeAgentVerification();
  const [revoking, revokeDialog] = useDisclosure(false);
  // A verified agent's latest request carries the badge: revoking it is decided there (issue 32 §2).
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
            title: MESSAGES.verificationDecisionFailed,
            message: errorMessage(error),
          }),
      },
    );

  const facts: Fact[] = [
    ['Agent account', `${r.agentName} (ID ${r.agentId})`],
    ['Licence number', r.licenseNumber],
    ['Issuing body', r.issuingBody],
    ['Agency name', r.agencyName],
    ['Agency website', r.agencyWebsite],
    ['Agreed to terms', r.agreedToTerms ? 'Yes' : 'No'],
    ['Submitted', dateFormat.format(new Date(r.createdAt))],
    ['Rejection reason', r.rejectionReason],
  ];

  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {r.fullName}
          </Title>
          <Badge color={badge.color} c={badge.c} variant={r.reviewed ? 'filled' : 'light'}>
            {badge.label}
          </Badge>
        </Group>
        <FactList facts={facts} hideEmpty density="compact" />
        <Group gap="md" wrap="wrap">
          <Anchor href={r.licenseFileUrl} target="_blank" rel="noopener">
            Licence document <IconExternalLink size={14} aria-hidden />
          </Anchor>
          <Anchor href={r.idFileUrl} target="_blank" rel="noopener">
            ID document <IconExternalLink size={14} aria-hidden />
          </Anchor>
          <Anchor component={Link} to={r.agentProfileUrl}>
            Agent profile
          </Anchor>
        </Group>
        {!r.reviewed ? (
          <Stack gap="sm">
            <Textarea
              label="Rejection reason (optional)"
              description="The agent is notified with this reason."
              autosize
              minRows={2}
              maxLength={REJECTION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Switch
              label="Allow resubmission"
              description="Sent with Reject: the agent may then send a new request."
              checked={allowResubmission}
              onChange={(event) => setAllowResubmission(event.currentTarget.checked)}
            />
            <Group gap="sm">
              <Button
                loading={review.isPending}
                aria-label={`Approve the request of ${r.fullName}`}
                onClick={() => send({ reviewed: true, approved: true }, `${r.fullName} is now verified.`)}
              >
                Approve
              </Button>
              <Button
                color="red.9"
                loading={review.isPending}
                aria-label={`Reject the request of ${r.fullName}`}
                onClick={() =>
                  send(
                    { reviewed: true, approved: false, rejectionReason: reason.trim() || null, allowResubmission },
                    `The request of ${r.fullName} was rejected.`,
                  )
                }
              >
                Reject
              </Button>
            </Group>
          </Stack>
        ) : null}
        {canToggle ? (
          <Switch
            label="Allow resubmission"
            description="The agent may send a new request while this is on."
            checked={r.allowResubmission}
            disabled={review.isPending}
            onChange={(event) =>
              send(
                { allowResubmission: event.currentTarget.checked },
                event.currentTarget.checked ? 'Resubmission allowed.' : 'Resubmission no longer allowed.',
              )
            }
          />
        ) : null}
        {canRevoke ? (
          <Group>
            <Button color="red.9" onClick={revokeDialog.open} aria-label={`Revoke the verification of ${r.fullName}`}>
              Revoke verification
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDecisionModal
        opened={revoking}
        onClose={revokeDialog.close}
        title={`Revoke the verification of ${r.fullName}`}
        confirmLabel="Revoke"
        onConfirm={async (reason) => {
          await revoke.mutateAsync({ agentId: r.agentId, reason });
          notifications.show({ color: 'pitch', message: ADMIN_MESSAGES.verificationRevokedNotice });
        }}
      >
        <Anchor component={Link} to={r.agentProfileUrl} underline="always">
          {r.agentName}
        </Anchor>{' '}
        loses the Verified badge, and with it players under 18: their profiles and writing in conversations with them.
        The agent is told, with your reason.
      </ReasonDecisionModal>
    </Card>
  );
}
