import { Anchor, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { REJECTION_REASON_MAX_LENGTH } from '@scouting/contract/agent-verification';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type {
  TAgentVerificationRequest,
  TAgentVerificationReview,
} from '@scouting/contract/schemas/agent-verification';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Fact } from '../../../components/fact-list.tsx';
import { slots, useAdminDate, useAdminT, withNodes } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ReviewDecision, useDecisionNotices } from '../../../shared/review-decision.tsx';
import { ReviewRequestCard } from '../../../shared/review-request-card.tsx';
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
  const notices = useDecisionNotices(sentence(MESSAGES.verificationDecisionFailed));
  const name = { name: isolate(r.fullName) };
  const revoke = useRevokeAgentVerification();
  // A verified agent's latest request carries the badge: revoking it is decided there (docs/product.md#admin-pages).
  const canRevoke = r.isLatest && r.verificationStatus === 'verified';
  const [reason, setReason] = useState('');
  const [allowResubmission, setAllowResubmission] = useState(false);
  const badge = statusBadge(r);
  // After a denial only the agent's latest request can reopen or close resubmission.
  const canToggle = r.reviewed && r.approved === false && r.isLatest && r.verificationStatus === 'denied';

  const send = (body: TAgentVerificationReview, success: string) =>
    review.mutate({ id: r.id, review: body }, notices(success));

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
    <ReviewRequestCard
      headingId={`verification-${r.id}`}
      name={r.fullName}
      badge={{ ...badge, label: t(badge.label) }}
      waiting={!r.reviewed}
      facts={facts}
      documents={[
        { href: r.licenseFileUrl, label: t('admin.verification.licenceDocument') },
        { href: r.idFileUrl, label: t('admin.verification.idDocument') },
      ]}
      profile={{ to: r.agentProfileUrl, label: t('admin.verification.agentProfile') }}
      revoke={{
        shown: canRevoke,
        button: t('admin.verification.revokeButton'),
        ariaLabel: t('admin.verification.revokeLabel', name),
        title: t('admin.verification.revokeTitle', name),
        confirmLabel: t('admin.verification.revoke'),
        onConfirm: async (reason) => {
          await revoke.mutateAsync({ agentId: r.agentId, reason });
          notifications.show({ color: 'pitch', message: sentence(ADMIN_MESSAGES.verificationRevokedNotice) });
        },
        body: withNodes(t('admin.verification.revokeBody', slots('agent')), {
          agent: (
            <Anchor component={Link} to={r.agentProfileUrl} underline="always">
              <bdi>{r.agentName}</bdi>
            </Anchor>
          ),
        }),
      }}
    >
      {!r.reviewed ? (
        <ReviewDecision
          reason={{
            label: t('admin.verification.reasonLabel'),
            description: t('admin.verification.reasonHelp'),
            maxLength: REJECTION_REASON_MAX_LENGTH,
            value: reason,
            onChange: setReason,
          }}
          deciding={review.isPending}
          approve={{
            label: t('admin.verification.approve'),
            ariaLabel: t('admin.verification.approveLabel', name),
            onClick: () => send({ reviewed: true, approved: true }, t('admin.verification.approved', name)),
          }}
          deny={{
            label: t('admin.verification.reject'),
            ariaLabel: t('admin.verification.rejectLabel', name),
            onClick: () =>
              send(
                { reviewed: true, approved: false, rejectionReason: reason.trim() || null, allowResubmission },
                t('admin.verification.rejected', name),
              ),
          }}
        >
          <Switch
            label={t('admin.verification.allowResubmission')}
            description={t('admin.verification.allowHelpReject')}
            checked={allowResubmission}
            onChange={(event) => setAllowResubmission(event.currentTarget.checked)}
          />
        </ReviewDecision>
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
    </ReviewRequestCard>
  );
}
