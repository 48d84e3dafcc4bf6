import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import type { TClubVerificationRequest } from '@scouting/contract/schemas/club-verification';
import { useState } from 'react';
import type { Fact } from '../../../components/fact-list.tsx';
import { type ClubsMessageId, useClubsDate, useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ReviewDecision, useDecisionNotices } from '../../../shared/review-decision.tsx';
import { ReviewRequestCard } from '../../../shared/review-request-card.tsx';
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
  const notices = useDecisionNotices(t('clubs.verification.decisionFailed'));
  const [reason, setReason] = useState('');
  const badge = STATUS_BADGE[r.status];
  const name = { name: isolate(r.clubName) };

  const send = (decision: 'approve' | 'deny', success: string) =>
    decide.mutate(
      { clubId: r.clubId, decision: { decision, reason: decision === 'deny' ? reason.trim() : null } },
      notices(success),
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
    <ReviewRequestCard
      headingId={`club-verification-${r.id}`}
      name={r.clubName}
      headingStyle={{ overflowWrap: 'anywhere' }}
      badge={{ ...badge, label: t(badge.label) }}
      waiting={r.status === 'pending'}
      facts={facts}
      documents={[{ href: r.documentUrl, label: t('clubs.verification.document') }]}
      profile={{ to: r.clubProfileUrl, label: t('clubs.verification.clubProfile') }}
      revoke={{
        shown: r.status === 'verified',
        button: t('clubs.verification.revokeButton'),
        ariaLabel: t('clubs.verification.revokeLabel', name),
        title: t('clubs.verification.revokeTitle', name),
        confirmLabel: t('clubs.verification.revoke'),
        onConfirm: async (why) => {
          await revoke.mutateAsync({ clubId: r.clubId, reason: why });
          notifications.show({ color: 'pitch', message: sentence(CLUB_VERIFICATION_MESSAGES.revokedNotice) });
        },
        body: t('clubs.verification.revokeBody', name),
      }}
    >
      {r.status === 'pending' ? (
        <ReviewDecision
          reason={{
            label: t('clubs.verification.reasonLabel'),
            description: t('clubs.verification.reasonHelp'),
            maxLength: 1000,
            value: reason,
            onChange: setReason,
          }}
          deciding={decide.isPending}
          approve={{
            label: t('clubs.verification.approve'),
            ariaLabel: t('clubs.verification.approveLabel', name),
            onClick: () => send('approve', t('clubs.verification.approved', name)),
          }}
          deny={{
            label: t('clubs.verification.deny'),
            ariaLabel: t('clubs.verification.denyLabel', name),
            onClick: () => send('deny', t('clubs.verification.denied', name)),
          }}
        />
      ) : null}
    </ReviewRequestCard>
  );
}
