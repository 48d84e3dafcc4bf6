import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { isolate } from '@scouting/contract/bidi-isolate';
import { PITCH_MESSAGES, type TPitchAnswer } from '@scouting/contract/pitches';
import { consentAwaitsAnswer, type TParentConsent } from '@scouting/contract/safeguarding';
import { type TDeleteAccountForm, ZDeleteAccountForm } from '@scouting/contract/schemas/account-data';
import {
  type TGuardianChildActivity,
  type TGuardianInviteRequest,
  ZGuardianInviteRequest,
} from '@scouting/contract/schemas/guardians';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { CurrentPasswordInput, OneTimeCodeInput } from '../../../components/text-inputs.tsx';
import { ROLE_IDS, STATUS_IDS, useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useGuardiansT } from '../../../i18n/areas/guardians.ts';
import {
  OFFER_STATUS_LABEL,
  type RepresentationMessageId,
  useRepresentationT,
} from '../../../i18n/areas/representation.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerifiedBadge } from '../../../shared/verified-badge.tsx';
import {
  childActivityQueryOptions,
  useDeleteChildAccount,
  useDownloadChildData,
  useGuardianDecision,
  useInviteGuardian,
} from '../api/guardian-calls.ts';

type Activity = TGuardianChildActivity;

/**
 * `/parent-dashboard/children/{childId}` (docs/product.md#parents): everything about one child a guardian sees, and the
 * decisions the mailed links make (confirm or refuse consent or an agreement, withdraw consent, delete the account),
 * hiding a video, declining a trial, and downloading the child's data. Conversations
 * show who and when, never the messages (decision 060).
 */
export function ChildActivityPage() {
  const childId = Number(useParams().childId);
  const t = useGuardiansT();
  const activity = useQuery(childActivityQueryOptions(childId));
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const name = activity.data?.child.fullName ?? '';
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle>{t('guardians.child.title', { name: isolate(name) })}</PageTitle>
      <Anchor component={Link} to="/parent-dashboard">
        {t('guardians.child.back')}
      </Anchor>
      {activity.isPending ? (
        <Skeleton height={200} />
      ) : activity.isError ? (
        <Alert color="red">{t('guardians.loadFailed')}</Alert>
      ) : (
        <>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {t('guardians.child.title', { name: isolate(name) })}
          </Title>
          <Outcome outcome={outcome} />
          <OffersSection activity={activity.data} onOutcome={setOutcome} />
          <ApplicationsSection activity={activity.data} onOutcome={setOutcome} />
          <PitchesSection activity={activity.data} onOutcome={setOutcome} />
          <ContactRequestsSection activity={activity.data} />
          <ConversationsSection activity={activity.data} />
          <FeedbackSection activity={activity.data} />
          <VideosSection activity={activity.data} onOutcome={setOutcome} />
          <InviteGuardianSection childId={childId} name={name} />
          <ChildDataSection childId={childId} name={name} consent={activity.data.child.consent} />
          {consentAwaitsAnswer(activity.data.child.consent) ? (
            <AnswerConsent childId={childId} onOutcome={setOutcome} />
          ) : null}
          {activity.data.child.consent === 'confirmed' ? (
            <RevokeConsent childId={childId} onOutcome={setOutcome} />
          ) : null}
        </>
      )}
    </Stack>
  );
}

function Section<T>({ title, items, children }: { title: string; items: T[]; children: (item: T) => ReactNode }) {
  const t = useGuardiansT();
  return (
    <SectionCard title={title}>
      {items.length === 0 ? (
        <Text>{t('guardians.empty')}</Text>
      ) : (
        <ItemList label={title}>{items.map(children)}</ItemList>
      )}
    </SectionCard>
  );
}

function Item({ children }: { children: ReactNode }) {
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

/** A decision's answer, either way, as the page's outcome in the language shown. */
function useOutcomeOf(onOutcome: (o: TOutcome) => void) {
  const sentence = useSentence();
  return {
    onSuccess: ({ message }: { message: string }) => onOutcome({ tone: 'success', message: sentence(message) }),
    onError: (error: Error) => onOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
  };
}

/** The agent, with their agency when they have one. */
function AgentName({ agentName, agencyName }: { agentName: string; agencyName: string | null }) {
  const t = useGuardiansT();
  return (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      {agencyName ? t('guardians.offer.from', { agent: isolate(agentName), agency: isolate(agencyName) }) : agentName}
    </Text>
  );
}

function OffersSection({ activity, onOutcome }: { activity: Activity; onOutcome: (o: TOutcome) => void }) {
  const t = useGuardiansT();
  const rt = useRepresentationT();
  const dates = useApplicationDates();
  const decide = useGuardianDecision();
  const outcome = useOutcomeOf(onOutcome);
  const answer = (offerId: number, kind: 'confirm' | 'refuse') => decide.mutate({ kind, offerId }, outcome);
  return (
    <Section title={t('guardians.section.offers')} items={activity.representationOffers}>
      {(offer) => (
        <Item key={offer.id}>
          <AgentName agentName={offer.agentName} agencyName={offer.agencyName} />
          <Group gap="xs">
            <Badge variant="light">{rt(OFFER_STATUS_LABEL[offer.status])}</Badge>
          </Group>
          <Text size="sm">
            {t('guardians.offer.terms', {
              months: offer.months,
              exclusive: t(offer.exclusive ? 'guardians.offer.exclusive' : 'guardians.offer.nonExclusive'),
              fee: offer.feePercent,
            })}
          </Text>
          <Text dir="auto" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {offer.message}
          </Text>
          {offer.agreement ? (
            <Text size="sm">
              {t('guardians.offer.agreement', {
                start: dates.date(`${offer.agreement.startsOn}T12:00:00Z`),
                end: dates.date(`${offer.agreement.endsOn}T12:00:00Z`),
              })}
            </Text>
          ) : null}
          {offer.status === 'Awaiting guardian' ? (
            <Group gap="xs">
              <Button size="xs" loading={decide.isPending} onClick={() => answer(offer.id, 'confirm')}>
                {t('guardians.offer.confirm')}
              </Button>
              <Button size="xs" variant="default" loading={decide.isPending} onClick={() => answer(offer.id, 'refuse')}>
                {t('guardians.offer.refuse')}
              </Button>
            </Group>
          ) : null}
        </Item>
      )}
    </Section>
  );
}

/** A grave step asks first: the dialog says what it does, the red button takes it. */
function useConfirmDialog() {
  const t = useGuardiansT();
  return (dialog: { title: string; body: ReactNode; confirm: string; onConfirm: () => void }) =>
    openConfirmModal({
      title: dialog.title,
      children: dialog.body,
      labels: { confirm: dialog.confirm, cancel: t('guardians.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('guardians.closeDialog') },
      onConfirm: dialog.onConfirm,
    });
}

type Decision = Parameters<ReturnType<typeof useGuardianDecision>['mutate']>[0];
type DecisionTexts = { title: string; explained: string; confirm: string };
type ConfirmedDecision = { ask: (decision: Decision, texts: DecisionTexts) => void; pending: boolean };

/** A decision behind a confirmation dialog; its answer, either way, goes to the page's outcome. */
function useConfirmedDecision(onOutcome: (o: TOutcome) => void): ConfirmedDecision {
  const decide = useGuardianDecision();
  const confirmDialog = useConfirmDialog();
  const outcome = useOutcomeOf(onOutcome);
  const ask = (decision: Decision, texts: DecisionTexts) =>
    confirmDialog({
      title: texts.title,
      body: <Text>{texts.explained}</Text>,
      confirm: texts.confirm,
      onConfirm: () => decide.mutate(decision, outcome),
    });
  return { ask, pending: decide.isPending };
}

type DecisionButtonProps = {
  confirmed: ConfirmedDecision;
  decision: Decision;
  /** The dialog's; its confirm is the button's text too. */
  texts: DecisionTexts;
  variant: 'outline' | 'default';
  color?: string;
  'aria-label'?: string;
};

/** A small button for one item's decision, asked first. */
function DecisionButton({ confirmed, decision, texts, ...button }: DecisionButtonProps) {
  return (
    <Group>
      <Button size="xs" {...button} loading={confirmed.pending} onClick={() => confirmed.ask(decision, texts)}>
        {texts.confirm}
      </Button>
    </Group>
  );
}

function ApplicationsSection({ activity, onOutcome }: { activity: Activity; onOutcome: (o: TOutcome) => void }) {
  const t = useGuardiansT();
  const at = useApplicationsT();
  const dates = useApplicationDates();
  const decisions = useConfirmedDecision(onOutcome);
  const childId = activity.child.childId;
  return (
    <Section title={t('guardians.section.applications')} items={activity.applications}>
      {(application) => (
        <Item key={application.id}>
          <Text fw={600} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {application.opportunityDescription}
          </Text>
          <Text size="sm">{t('guardians.application.poster', { poster: isolate(application.posterName) })}</Text>
          <Group gap="xs">
            <Badge variant="light">{at(STATUS_IDS[application.status])}</Badge>
          </Group>
          {application.trial ? (
            <Text size="sm">
              {t('guardians.application.trial', {
                date: dates.dateTime(application.trial.startsAt),
                venue: isolate(application.trial.venue),
              })}{' '}
              ({t(`guardians.trial.${application.trial.answer}`)})
            </Text>
          ) : null}
          {application.trial?.answer === 'pending' && application.status === 'Invited to trial' ? (
            <DecisionButton
              confirmed={decisions}
              color="red.8"
              variant="outline"
              decision={{ kind: 'declineTrial', childId, applicationId: application.id }}
              texts={{
                title: t('guardians.trialDecline.title'),
                explained: t('guardians.trialDecline.explained', { poster: isolate(application.posterName) }),
                confirm: t('guardians.trialDecline.button'),
              }}
            />
          ) : null}
          <Text size="sm" fw={600}>
            {t('guardians.application.history')}
          </Text>
          <Stack component="ol" gap={2} m={0} ps="md">
            {application.history.map((entry) => (
              <Text component="li" size="sm" key={`${entry.status}-${entry.at}`} style={{ overflowWrap: 'anywhere' }}>
                {dates.dateTime(entry.at)}: {at(STATUS_IDS[entry.status])}
                {entry.message && entry.trialAt ? (
                  ` — ${t('guardians.application.trial', { date: dates.dateTime(entry.trialAt), venue: isolate(entry.message) })}`
                ) : entry.message ? (
                  <>
                    {' — '}
                    <bdi>{entry.message}</bdi>
                  </>
                ) : (
                  ''
                )}
              </Text>
            ))}
          </Stack>
        </Item>
      )}
    </Section>
  );
}

const PITCH_ANSWER_KEY: Record<TPitchAnswer, RepresentationMessageId> = {
  Interested: 'representation.pitches.answer.interested',
  'Not a fit': 'representation.pitches.answer.notFit',
  'Invite to trial': 'representation.pitches.answer.trial',
};

/**
 * The child's pitches to clubs by their agent (decision 061): the club, the positions sought, the
 * club's answer, a trial and the child's answer to it (a pending one the guardian may decline for the
 * child, as an application's); FIFA's Article 19 when the child is a minor and the club abroad.
 */
function PitchesSection({ activity, onOutcome }: { activity: Activity; onOutcome: (o: TOutcome) => void }) {
  const t = useGuardiansT();
  const decisions = useConfirmedDecision(onOutcome);
  const childId = activity.child.childId;
  const rt = useRepresentationT();
  const sentence = useSentence();
  const dates = useApplicationDates();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  return (
    <Section title={t('guardians.section.pitches')} items={activity.pitches}>
      {(pitch) => (
        <Item key={pitch.id}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('guardians.pitch.title', { club: isolate(pitch.clubName), country: countryName(pitch.clubCountry) })}
              </Text>
              {pitch.clubVerified ? <VerifiedBadge size="sm" /> : null}
            </Group>
            <Badge variant="light" color={pitch.answer ? 'pitch' : 'gray'}>
              {pitch.answer ? rt(PITCH_ANSWER_KEY[pitch.answer]) : t('guardians.pitch.waiting')}
            </Badge>
          </Group>
          <Text size="sm">
            {t('guardians.pitch.positions', { positions: pitch.positions.map(positionLabel).join(', ') })}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('guardians.pitch.by', { agent: isolate(pitch.agentName), date: dates.date(pitch.pitchedAt) })}
          </Text>
          {pitch.answeredAt ? (
            <Text size="sm">{t('guardians.pitch.answeredOn', { date: dates.date(pitch.answeredAt) })}</Text>
          ) : null}
          {pitch.reason ? (
            <Text size="sm">
              {t('guardians.pitch.reason', { reason: rt(`representation.pitches.reason.${pitch.reason}`) })}
            </Text>
          ) : null}
          {pitch.trial ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('guardians.application.trial', {
                date: dates.dateTime(pitch.trial.startsAt),
                venue: isolate(pitch.trial.venue),
              })}
              {pitch.trial.details ? (
                <>
                  {' — '}
                  <bdi>{pitch.trial.details}</bdi>
                </>
              ) : null}{' '}
              ({t(`guardians.trial.${pitch.trial.answer}`)})
            </Text>
          ) : null}
          {pitch.trial?.answer === 'pending' ? (
            <DecisionButton
              confirmed={decisions}
              color="red.8"
              variant="outline"
              decision={{ kind: 'declinePitchTrial', childId, pitchId: pitch.id }}
              texts={{
                title: t('guardians.trialDecline.title'),
                explained: t('guardians.pitchTrialDecline.explained', {
                  club: isolate(pitch.clubName),
                  agent: isolate(pitch.agentName),
                }),
                confirm: t('guardians.trialDecline.button'),
              }}
            />
          ) : null}
          {pitch.minorAbroad ? (
            <Alert color="orange" title={t('guardians.pitch.minorTitle')}>
              <Stack gap={4}>
                <Text size="sm">{sentence(PITCH_MESSAGES.minorRule)}</Text>
                {pitch.minorException ? (
                  <Text size="sm" fw={600}>
                    {t('guardians.pitch.exception', {
                      exception: t(`guardians.pitch.exception.${pitch.minorException}`),
                    })}
                  </Text>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
        </Item>
      )}
    </Section>
  );
}

/**
 * A child may have two guardians, each confirmed by the other's invitation or by an admin
 * (docs/product.md#parents): the guardian names the other's address, we mail them a link.
 */
function InviteGuardianSection({ childId, name }: { childId: number; name: string }) {
  const t = useGuardiansT();
  const sentence = useSentence();
  const invite = useInviteGuardian(childId);
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TGuardianInviteRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ZGuardianInviteRequest, { sync: true }),
  });
  const submit = form.onSubmit(({ email }) => {
    setOutcome(null);
    invite.mutate(email, {
      onSuccess: ({ message }) => {
        setOutcome({ tone: 'success', message: sentence(message) });
        form.reset();
      },
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  });
  return (
    <SectionCard title={t('guardians.invite.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Outcome outcome={outcome} />
          <Text size="sm">{t('guardians.invite.intro', { name: isolate(name) })}</Text>
          <TextInput
            type="email"
            autoComplete="off"
            label={t('guardians.invite.email')}
            key={form.key('email')}
            {...withSentenceError(form.getInputProps('email'), sentence)}
          />
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('guardians.invite.button')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

function ContactRequestsSection({ activity }: { activity: Activity }) {
  const t = useGuardiansT();
  const dates = useApplicationDates();
  return (
    <Section title={t('guardians.section.contactRequests')} items={activity.contactRequests}>
      {(request) => (
        <Item key={request.id}>
          <AgentName agentName={request.agentName} agencyName={request.agencyName} />
          <Text size="sm">{dates.date(request.requestedAt)}</Text>
          <Badge variant="light">
            {t(request.status ? `guardians.contact.${request.status}` : 'guardians.contact.waiting')}
          </Badge>
          {request.message ? (
            <Text dir="auto" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {request.message}
            </Text>
          ) : null}
          {request.declineReason ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {request.declineReason}
            </Text>
          ) : null}
        </Item>
      )}
    </Section>
  );
}

function ConversationsSection({ activity }: { activity: Activity }) {
  const t = useGuardiansT();
  const at = useApplicationsT();
  const dates = useApplicationDates();
  return (
    <Stack gap="xs">
      <Section title={t('guardians.section.conversations')} items={activity.conversations}>
        {(conversation) => (
          <Item key={conversation.id}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('guardians.conversation.line', {
                partner: isolate(conversation.partnerName),
                role: ROLE_IDS[conversation.partnerRole]
                  ? at(ROLE_IDS[conversation.partnerRole] as never)
                  : conversation.partnerRole,
                count: conversation.messageCount,
                date: dates.date(conversation.lastMessageAt),
              })}
            </Text>
          </Item>
        )}
      </Section>
      <Text size="sm" c="dimmed">
        {t('guardians.conversations.note')}
      </Text>
    </Stack>
  );
}

function FeedbackSection({ activity }: { activity: Activity }) {
  const t = useGuardiansT();
  const dates = useApplicationDates();
  return (
    <Section title={t('guardians.section.feedback')} items={activity.feedback}>
      {(entry) => (
        <Item key={entry.id}>
          <Text fw={600}>
            {entry.authorName}, {dates.date(entry.at)}
          </Text>
          <Text dir="auto" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.feedback}
          </Text>
        </Item>
      )}
    </Section>
  );
}

function VideosSection({ activity, onOutcome }: { activity: Activity; onOutcome: (o: TOutcome) => void }) {
  const t = useGuardiansT();
  const decisions = useConfirmedDecision(onOutcome);
  const childId = activity.child.childId;
  return (
    <Section title={t('guardians.section.videos')} items={activity.videos}>
      {(video) => (
        <Item key={video.id}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{video.title}</bdi>
            </Text>
            <Badge variant="light" color={video.hidden ? 'gray' : 'pitch'}>
              {t(video.hidden ? 'guardians.video.hidden' : 'guardians.video.shown')}
            </Badge>
          </Group>
          {video.hidden ? null : (
            <DecisionButton
              confirmed={decisions}
              variant="default"
              aria-label={t('guardians.videoHide.label', { title: isolate(video.title) })}
              decision={{ kind: 'hideVideo', childId, videoId: video.id }}
              texts={{
                title: t('guardians.videoHide.title'),
                explained: t('guardians.videoHide.explained', { title: isolate(video.title) }),
                confirm: t('guardians.videoHide.button'),
              }}
            />
          )}
        </Item>
      )}
    </Section>
  );
}

/**
 * The child's data (docs/product.md#parents, docs/product.md#deleting-an-account): the guardian downloads it as the
 * child's own export, or deletes the account with their own password again, once they have answered
 * the consent request (the mailed link's rule).
 */
function ChildDataSection({ childId, name, consent }: { childId: number; name: string; consent: TParentConsent }) {
  const t = useGuardiansT();
  const sentence = useSentence();
  const navigate = useNavigate();
  const download = useDownloadChildData();
  const remove = useDeleteChildAccount();
  const confirmDialog = useConfirmDialog();
  // As for deleting their own account: the authenticator's code too when two-factor sign-in is on.
  const twoFactorEnabled = useMe().data?.user.twoFactorEnabled ?? false;
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TDeleteAccountForm>({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: schemaResolver(ZDeleteAccountForm, { sync: true }),
  });
  const startDownload = () => {
    setOutcome(null);
    download.mutate(childId, {
      onSuccess: () =>
        setOutcome({ tone: 'success', message: t('guardians.data.downloaded', { name: isolate(name) }) }),
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  };
  const submit = form.onSubmit(({ password, code }) => {
    setOutcome(null);
    confirmDialog({
      title: t('guardians.delete.title', { name: isolate(name) }),
      body: <Text size="sm">{sentence(ACCOUNT_DATA_MESSAGES.parentDeleteConfirm)}</Text>,
      confirm: t('guardians.delete.button'),
      onConfirm: () =>
        remove.mutate(
          { childId, password, ...(twoFactorEnabled && code.trim() ? { code: code.trim() } : {}) },
          {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'green', message: sentence(message) });
              navigate('/parent-dashboard', { replace: true });
            },
            onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
          },
        ),
    });
  });
  const answered = consent === 'confirmed' || consent === 'refused';
  return (
    <SectionCard title={t('guardians.data.title', { name: isolate(name) })}>
      <Stack gap="sm">
        <Outcome outcome={outcome} />
        <Text size="sm">{t('guardians.data.exportIntro', { name: isolate(name) })}</Text>
        <Button
          variant="default"
          onClick={startDownload}
          loading={download.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('guardians.data.download', { name: isolate(name) })}
        </Button>
        {answered ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm">{sentence(ACCOUNT_DATA_MESSAGES.parentDeleteIntro)}</Text>
              <CurrentPasswordInput
                label={t('guardians.delete.password')}
                key={form.key('password')}
                {...withSentenceError(form.getInputProps('password'), sentence)}
              />
              {twoFactorEnabled ? (
                <OneTimeCodeInput
                  label={t('guardians.delete.code')}
                  key={form.key('code')}
                  {...withSentenceError(form.getInputProps('code'), sentence)}
                />
              ) : null}
              <Button type="submit" color="red.8" loading={remove.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('guardians.delete.button')}
              </Button>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

function RevokeConsent({ childId, onOutcome }: { childId: number; onOutcome: (o: TOutcome) => void }) {
  const t = useGuardiansT();
  const revoke = useConfirmedDecision(onOutcome);
  const confirm = () =>
    revoke.ask(
      { kind: 'revoke', childId },
      {
        title: t('guardians.revoke.title'),
        explained: t('guardians.revoke.explained'),
        confirm: t('guardians.revoke.button'),
      },
    );
  return (
    <Group>
      <Button color="red.8" variant="outline" loading={revoke.pending} onClick={confirm}>
        {t('guardians.revoke.button')}
      </Button>
    </Group>
  );
}

/**
 * A consent still waiting (e.g. a guardian an admin linked): answered here under the mailed link's rules.
 * Refusing closes the account, so it asks first, as the other guardian decisions do.
 */
function AnswerConsent({ childId, onOutcome }: { childId: number; onOutcome: (o: TOutcome) => void }) {
  const t = useGuardiansT();
  const decide = useGuardianDecision();
  const outcome = useOutcomeOf(onOutcome);
  const refusal = useConfirmedDecision(onOutcome);
  const confirm = () => decide.mutate({ kind: 'confirmConsent', childId }, outcome);
  const refuse = () =>
    refusal.ask(
      { kind: 'refuseConsent', childId },
      {
        title: t('guardians.consentAnswer.refuseTitle'),
        explained: t('guardians.consentAnswer.refuseExplained'),
        confirm: t('guardians.consentAnswer.refuse'),
      },
    );
  return (
    <SectionCard title={t('guardians.consentAnswer.title')}>
      <Stack gap="sm">
        <Text>{t('guardians.consentAnswer.explained')}</Text>
        <Group>
          <Button loading={decide.isPending} onClick={confirm}>
            {t('guardians.consentAnswer.confirm')}
          </Button>
          <Button color="red.8" variant="outline" loading={refusal.pending} onClick={refuse}>
            {t('guardians.consentAnswer.refuse')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
