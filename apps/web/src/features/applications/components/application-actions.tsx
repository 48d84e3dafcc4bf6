import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APPLICATION_MESSAGES,
  canMoveApplication,
  isTrialOutcome,
  posterChoices,
  type TApplicationStatus,
} from '@scouting/contract/application-status';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { IconCalendarEvent, IconChevronDown, IconListDetails, IconStar, IconX } from '@tabler/icons-react';
import { lazy, type ReactNode, type RefObject, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useBuiltOnFirstOpen } from '../../../components/built-on-first-open.ts';
import { STATUS_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetApplicationStatus } from '../api/set-application-status.ts';

// The two forms load on their first use: the lists show many applications and rarely open them.
const DeclineModal = lazy(async () => ({ default: (await import('./decline-modal.tsx')).DeclineModal }));
const TrialInvitationModal = lazy(async () => ({
  default: (await import('./trial-invitation-modal.tsx')).TrialInvitationModal,
}));
const OutcomeModal = lazy(async () => ({ default: (await import('./outcome-modal.tsx')).OutcomeModal }));

/** What a page adds to each application's actions from another feature (the Message button). */
export type ApplicationSlot = (application: TApplication) => ReactNode;

type ApplicationActionsProps = {
  application: TApplication;
  /** The Message button, given by the page (a feature does not import messaging). */
  message?: ReactNode;
  /** Without it the actions end with a link to the application's page. */
  hideDetailsLink?: boolean;
};

/**
 * The poster's answers to one application (docs/product.md#applications): Shortlist in one click, Invite to trial and
 * Decline through their forms, the other moves of `posterChoices` from a menu (a trial's outcome with its
 * message, decision 065), and the page's Message button. A withdrawn or signed application offers no move.
 */
export function ApplicationActions({ application, message, hideDetailsLink = false }: ApplicationActionsProps) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const setStatus = useSetApplicationStatus();
  const [inviting, setInviting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [outcome, setOutcome] = useState<TApplicationStatus | null>(null);
  const { status } = application;
  const choices = posterChoices(status);
  const details = hideDetailsLink ? null : (
    <Button
      component={Link}
      to={`/applications/${application.id}`}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconListDetails size={16} aria-hidden />}
    >
      {t('applications.actions.details')}
    </Button>
  );

  if (status === 'Withdrawn') {
    return (
      <Group gap="xs" justify="space-between">
        <Text size="sm" c="dimmed">
          {t('applications.actions.playerWithdrew')}
        </Text>
        {details}
      </Group>
    );
  }

  const move = (to: TApplicationStatus) => {
    if (to === 'Declined') {
      setDeclining(true);
      return;
    }
    if (isTrialOutcome(to)) {
      setOutcome(to);
      return;
    }
    setStatus.mutate(
      { applicationId: application.id, status: to },
      {
        onSuccess: () => notifications.show({ color: 'pitch', message: sentence(APPLICATION_MESSAGES.statusUpdated) }),
        onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
      },
    );
  };

  return (
    <Group gap="xs">
      {choices.includes('Shortlisted') ? (
        <Button
          size="compact-sm"
          variant="light"
          color="grape"
          leftSection={<IconStar size={16} aria-hidden />}
          loading={setStatus.isPending && setStatus.variables?.status === 'Shortlisted'}
          onClick={() => move('Shortlisted')}
        >
          {t('applications.actions.shortlist')}
        </Button>
      ) : null}
      {canMoveApplication(status, 'Invited to trial', 'poster') ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          {status === 'Invited to trial'
            ? t('applications.actions.rescheduleTrial')
            : t('applications.actions.inviteToTrial')}
        </Button>
      ) : null}
      {choices.includes('Declined') ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setDeclining(true)}
        >
          {t('applications.actions.decline')}
        </Button>
      ) : null}
      {choices.length > 0 ? (
        <MoveToMenu
          choices={choices}
          onMove={move}
          loading={setStatus.isPending && setStatus.variables?.status !== 'Shortlisted'}
        />
      ) : null}
      {status === 'Signed' ? (
        <Text size="sm" c="dimmed">
          {t('applications.actions.playerSigned')}
        </Text>
      ) : null}
      {message}
      {details}
      <Suspense fallback={null}>
        {inviting ? <TrialInvitationModal application={application} opened onClose={() => setInviting(false)} /> : null}
        {declining ? <DeclineModal application={application} opened onClose={() => setDeclining(false)} /> : null}
        {outcome ? <OutcomeModal application={application} outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      </Suspense>
    </Group>
  );
}

/**
 * 'Set status', a menu of the statuses the poster may move the application to. Built on its first
 * opening (decision 077): a list shows one per application.
 */
function MoveToMenu({
  choices,
  onMove,
  loading,
}: {
  choices: TApplicationStatus[];
  onMove: (to: TApplicationStatus) => void;
  loading: boolean;
}) {
  const t = useApplicationsT();
  const menu = useBuiltOnFirstOpen<HTMLButtonElement>();
  const button = (props: {
    ref?: RefObject<HTMLButtonElement | null>;
    onClick?: () => void;
    'aria-haspopup'?: 'menu';
    'aria-expanded'?: boolean;
  }) => (
    <Button
      {...props}
      size="compact-sm"
      variant="default"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      loading={loading}
    >
      {t('applications.actions.setStatus')}
    </Button>
  );
  if (!menu.built) return button({ onClick: menu.open, 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    <Menu opened={menu.opened} onChange={menu.setOpened} position="bottom-start" withinPortal>
      <Menu.Target>{button({ ref: menu.targetRef })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('applications.actions.moveTo')}</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item key={choice} onClick={() => onMove(choice)}>
            {choice === 'Declined'
              ? t('applications.actions.declinedEllipsis')
              : isTrialOutcome(choice)
                ? t('applications.actions.outcomeEllipsis', { status: t(STATUS_IDS[choice]) })
                : t(STATUS_IDS[choice])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
