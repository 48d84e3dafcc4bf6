import { Anchor, Badge, type BadgeProps, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TUnderageRequest } from '@scouting/contract/schemas/underage';
import { underageStatusLabel } from '@scouting/contract/underage';
import { Link } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { ReasonDecisionModal } from '../../../components/reason-decision-modal.tsx';
import { type AdminMessageId, slots, useAdminDate, useAdminT, withNodes } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useApproveUnderageRequest } from '../api/approve-underage-request.ts';
import { useDeclineUnderageRequest } from '../api/decline-underage-request.ts';

const STATUS_LABEL: Record<ReturnType<typeof underageStatusLabel>, AdminMessageId> = {
  Pending: 'admin.underage.status.pending',
  Approved: 'admin.underage.status.approved',
  Revoked: 'admin.underage.status.revoked',
  Declined: 'admin.underage.status.declined',
};

const CONSENT_LABEL: Record<TUnderageRequest['parentConsent'], AdminMessageId> = {
  none: 'admin.underage.consent.none',
  pending: 'admin.underage.consent.pending',
  confirmed: 'admin.underage.consent.confirmed',
  refused: 'admin.underage.consent.refused',
};

const CONSENT_COLOR: Record<TUnderageRequest['parentConsent'], BadgeProps['color']> = {
  none: 'gray',
  pending: 'blue',
  confirmed: 'pitch',
  refused: 'red',
};

/**
 * One request: who asks to message whom, each linked to their profile; while it is Pending, Approve
 * and Decline, each confirmed first (docs/product.md#contact-requests, docs/product.md#admin-pages).
 */
export function UnderageRequestCard({ request }: { request: TUnderageRequest }) {
  const approve = useApproveUnderageRequest();
  const decline = useDeclineUnderageRequest();
  const [declining, declineDialog] = useDisclosure(false);
  const t = useAdminT();
  const sentence = useSentence();
  const formatDate = useAdminDate(true);
  const status = t(STATUS_LABEL[underageStatusLabel(request.status)]);
  const player = { name: isolate(request.playerFullName) };
  const agentLink = (
    <Anchor component={Link} to={`/agent-profile/${request.agentId}`} underline="always">
      <bdi>{request.agentName}</bdi>
    </Anchor>
  );
  const playerLink = (
    <Anchor component={Link} to={`/player-profile/${request.playerId}`} underline="always">
      <bdi>{request.playerFullName}</bdi>
    </Anchor>
  );
  const onApprove = () =>
    openConfirmModal({
      title: t('admin.underage.approveTitle', player),
      children: (
        <Text size="sm">
          {t('admin.underage.approveBody', {
            agent: isolate(request.agentName),
            player: isolate(request.playerFullName),
          })}
        </Text>
      ),
      labels: { confirm: t('admin.underage.approve'), cancel: t('admin.cancel') },
      closeButtonProps: { 'aria-label': t('admin.closeDialog') },
      onConfirm: () =>
        approve.mutate(request.id, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              // The server refused, or the call itself failed.
              message: sentence(
                isApiError(error) && error.status > 0 ? MESSAGES.approveRequestFailed : MESSAGES.approveRequestError,
              ),
            }),
        }),
    });
  return (
    <Card withBorder padding="md" component="li" aria-label={t('admin.underage.label', { id: request.id, ...player })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{playerLink}</Text>
          {/* Filled: dark text on yellow, white on green, legible in both colour schemes (WCAG 1.4.3). */}
          <Badge color={request.status ? 'pitch' : 'yellow'} variant="filled" c={request.status ? undefined : 'dark'}>
            {status}
          </Badge>
        </Group>
        <Text size="sm">
          {withNodes(t('admin.underage.agent', { ...slots('agent'), id: request.agentId }), { agent: agentLink })}
        </Text>
        {/* What the decision rests on: a verified licence, and the parent's consent (docs/product.md#contact-requests). */}
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={request.agentVerified ? 'pitch' : 'gray'}>
            {t(request.agentVerified ? 'admin.underage.agentVerified' : 'admin.underage.agentNotVerified')}
          </Badge>
          <Badge variant="light" color={CONSENT_COLOR[request.parentConsent]}>
            {t(CONSENT_LABEL[request.parentConsent])}
          </Badge>
        </Group>
        <Text size="sm">{t('admin.underage.dob', { dob: request.playerDOB })}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.underage.email', { email: request.playerEmail })}
        </Text>
        {/* The agent's words: the admin weighs them, and the parent's mail quotes them (docs/product.md#contact-requests). */}
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {request.message != null
            ? t('admin.underage.message', { message: isolate(request.message) })
            : t('admin.underage.noMessage')}
        </Text>
        {request.declineReason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {t('admin.underage.declineReason', { reason: isolate(request.declineReason) })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('admin.underage.requestedOn', { date: formatDate(request.createdAt) })}
        </Text>
        {request.status === null ? (
          <Group>
            <Button
              onClick={onApprove}
              loading={approve.isPending}
              aria-label={t('admin.underage.approveLabel', player)}
            >
              {t('admin.underage.approve')}
            </Button>
            <Button color="red.8" onClick={declineDialog.open} aria-label={t('admin.underage.declineLabel', player)}>
              {t('admin.underage.decline')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDecisionModal
        opened={declining}
        onClose={declineDialog.close}
        title={t('admin.underage.declineTitle', player)}
        confirmLabel={t('admin.underage.decline')}
        onConfirm={async (reason) => {
          await decline.mutateAsync({ id: request.id, reason });
          notifications.show({ color: 'pitch', message: sentence(ADMIN_MESSAGES.underageRequestDeclinedNotice) });
        }}
      >
        {withNodes(t('admin.underage.declineBody', slots('agent', 'player')), { agent: agentLink, player: playerLink })}
      </ReasonDecisionModal>
    </Card>
  );
}
