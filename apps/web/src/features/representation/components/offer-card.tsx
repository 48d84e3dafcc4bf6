import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TRepresentationOffer } from '@scouting/contract/schemas/representation';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { type RepresentationMessageId, useRepresentationFormat } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { OfferStatusBadge } from '../../../shared/offer-status-badge.tsx';
import { useAnswerOffer, useResendGuardianMail, useWithdrawOffer } from '../api/answer-offer.ts';
import { Terms } from './terms.tsx';

type OfferCardProps = {
  offer: TRepresentationOffer;
  /** The player answers offers received; the agent withdraws offers sent. */
  viewer: 'Player' | 'Agent';
  /** What the server said about an answer or a withdrawal, or why it refused. */
  onOutcome: (outcome: { tone: 'error' | 'success'; message: string }) => void;
};

/** What accepting means: a minor's agreement starts when the parent confirms it, not today. */
function acceptBody(offer: TRepresentationOffer): RepresentationMessageId {
  if (offer.player.isMinor) {
    return offer.exclusive ? 'representation.offer.acceptBodyMinorExclusive' : 'representation.offer.acceptBodyMinor';
  }
  return offer.exclusive ? 'representation.offer.acceptBodyExclusive' : 'representation.offer.acceptBody';
}

/**
 * One offer to sign (docs/product.md#representation): who it is from or to, where it stands, the terms, and for a
 * Pending offer the player's Accept (confirmed in a dialog) and Decline; a minor waiting for their
 * parent can have the mail sent again; the agent withdraws until the offer becomes an agreement.
 */
export function OfferCard({ offer, viewer, onOutcome }: OfferCardProps) {
  const answer = useAnswerOffer(offer.player.id);
  const withdraw = useWithdrawOffer(offer.player.id);
  const resend = useResendGuardianMail();
  const { t, formatMoment } = useRepresentationFormat();
  const sentence = useSentence();
  const other =
    viewer === 'Player'
      ? { ...offer.agent, role: 'Agent' as const }
      : { id: offer.player.id, fullName: offer.player.fullName, role: 'Player' as const };
  const fromPlayer = viewer === 'Player';
  const values = { name: isolate(other.fullName) };
  const handlers = {
    onSuccess: (result: { message: string }) => onOutcome({ tone: 'success', message: sentence(result.message) }),
    onError: (error: Error) => onOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
  };
  const pending = offer.status === 'Pending';
  const awaitingGuardian = offer.status === 'Awaiting guardian';
  // The agent may withdraw until the offer becomes an agreement, a minor's parent not having signed yet.
  const withdrawable = viewer === 'Agent' && (pending || awaitingGuardian);

  const confirmAccept = () =>
    openConfirmModal({
      title: t('representation.offer.acceptTitle', { name: isolate(offer.agent.fullName) }),
      children: <Text size="sm">{t(acceptBody(offer), { months: offer.months })}</Text>,
      labels: { confirm: t('representation.offer.accept'), cancel: t('representation.cancel') },
      closeButtonProps: { 'aria-label': t('representation.closeDialog') },
      onConfirm: () => answer.mutate({ id: offer.id, answer: 'accept' }, handlers),
    });

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={t(fromPlayer ? 'representation.offer.labelFrom' : 'representation.offer.labelTo', values)}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <OfferStatusBadge status={offer.status} />
          <Text size="sm" c="dimmed">
            {t('representation.offer.sent', { date: formatMoment(offer.createdAt) })}
          </Text>
        </Group>
        <Terms
          terms={offer}
          servicesLabel={t(
            fromPlayer ? 'representation.offer.servicesFrom' : 'representation.offer.servicesTo',
            values,
          )}
          leading={
            fromPlayer
              ? [
                  [t('representation.fact.agent'), <MemberProfileLink key="other" member={other} />],
                  [t('representation.fact.agency'), offer.agent.agencyName],
                ]
              : [[t('representation.fact.player'), <MemberProfileLink key="other" member={other} />]]
          }
        />
        {awaitingGuardian && viewer === 'Player' ? (
          <Text size="sm">{sentence(REPRESENTATION_MESSAGES.awaitingGuardian)}</Text>
        ) : null}
        {pending || withdrawable || awaitingGuardian || offer.agreementId ? (
          <Group gap="xs">
            {pending && viewer === 'Player' ? (
              <>
                <Button
                  size="sm"
                  onClick={confirmAccept}
                  loading={answer.isPending && answer.variables?.answer === 'accept'}
                >
                  {t('representation.offer.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  onClick={() => answer.mutate({ id: offer.id, answer: 'decline' }, handlers)}
                  loading={answer.isPending && answer.variables?.answer === 'decline'}
                >
                  {t('representation.offer.decline')}
                </Button>
              </>
            ) : null}
            {awaitingGuardian && viewer === 'Player' ? (
              <Button
                size="sm"
                variant="default"
                onClick={() => resend.mutate(offer.id, handlers)}
                loading={resend.isPending}
              >
                {t('representation.offer.mailParentAgain')}
              </Button>
            ) : null}
            {withdrawable ? (
              <Button
                size="sm"
                variant="light"
                color="red"
                onClick={() => withdraw.mutate(offer.id, handlers)}
                loading={withdraw.isPending}
                aria-label={t('representation.offer.withdrawLabel', { name: isolate(offer.player.fullName) })}
              >
                {t('representation.offer.withdraw')}
              </Button>
            ) : null}
            {offer.agreementId ? (
              <Anchor component={Link} to={`/representation/${offer.agreementId}`} size="sm">
                {t('representation.offer.seeAgreement')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
