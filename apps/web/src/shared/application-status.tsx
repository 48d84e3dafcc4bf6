import { Badge, type BadgeProps, Group, Stack, Text, Timeline } from '@mantine/core';
import type { TApplicationStatus } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplicationHistoryEntry } from '@scouting/contract/schemas/applications';
import { type MemberMessageId, useMemberT } from '../i18n/areas/member.ts';
import { useDateTimeFormat } from '../i18n/intl-formats.ts';

/** One colour per status, so a list reads at a glance; the text always says the status too. */
const STATUS_COLOR: Record<TApplicationStatus, BadgeProps['color']> = {
  Submitted: 'gray',
  Viewed: 'blue',
  Shortlisted: 'grape',
  'Invited to trial': 'pitch',
  Offered: 'teal',
  Declined: 'red',
  Withdrawn: 'dark',
  'Contract offered': 'violet',
  Signed: 'pitch',
  'Not selected': 'pink',
};

/** Where a colour's light text reads under 4.5:1 on its tint, its darkest shade instead (WCAG 1.4.3). */
const STATUS_TEXT: Partial<Record<TApplicationStatus, BadgeProps['c']>> = {
  'Contract offered': 'violet.9',
  Signed: 'pitch.9',
  'Not selected': 'pink.9',
};

/** Each status's name in the member catalog; the status itself (the API's value) stays English. */
const STATUS_LABEL: Record<TApplicationStatus, MemberMessageId> = {
  Submitted: 'member.applicationStatus.submitted',
  Viewed: 'member.applicationStatus.viewed',
  Shortlisted: 'member.applicationStatus.shortlisted',
  'Invited to trial': 'member.applicationStatus.invitedToTrial',
  Offered: 'member.applicationStatus.offered',
  Declined: 'member.applicationStatus.declined',
  Withdrawn: 'member.applicationStatus.withdrawn',
  'Contract offered': 'member.applicationStatus.contractOffered',
  Signed: 'member.applicationStatus.signed',
  'Not selected': 'member.applicationStatus.notSelected',
};

/** `(status) => its name in the language shown`, for badges, filters and a status's history. */
export function useApplicationStatusLabel(): (status: TApplicationStatus) => string {
  const t = useMemberT();
  return (status) => t(STATUS_LABEL[status]);
}

/** An application's status as a badge (docs/product.md#applications): the poster's lists and the player's page. */
export function ApplicationStatusBadge({ status, ...props }: { status: TApplicationStatus } & BadgeProps) {
  const label = useApplicationStatusLabel();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} c={STATUS_TEXT[status]} {...props}>
      {label(status)}
    </Badge>
  );
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** `(iso) => the date and time` in the language shown (docs/product.md#languages) and the reader's time zone. */
export function useFormatDateTime(): (iso: string) => string {
  const format = useDateTimeFormat(DATE_TIME);
  return (iso) => format.format(new Date(iso));
}

/** `(iso) => the date` in the language shown. */
function useFormatDate(): (iso: string) => string {
  const format = useDateTimeFormat({ dateStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

/** A card's first line: where the application stands, and when it was sent. */
export function ApplicationStatusLine({ status, appliedAt }: { status: TApplicationStatus; appliedAt: string }) {
  const t = useMemberT();
  const formatDate = useFormatDate();
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <ApplicationStatusBadge status={status} size="lg" />
      <Text size="sm" c="dimmed">
        {t('member.applicationStatus.applied', { date: formatDate(appliedAt) })}
      </Text>
    </Group>
  );
}

/** Every change of an application's status, oldest first, with who made it and the message they sent. */
export function ApplicationHistory({ history, label }: { history: TApplicationHistoryEntry[]; label: string }) {
  const t = useMemberT();
  const statusLabel = useApplicationStatusLabel();
  const formatWhen = useFormatDateTime();
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label={label}
      component="ol"
      style={{ listStyle: 'none', paddingInlineStart: 0 }}
    >
      {history.map((entry) => (
        <Timeline.Item key={`${entry.status}-${entry.at}`} component="li" title={statusLabel(entry.status)}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatWhen(entry.at)}
              {entry.by ? (
                <>
                  {' · '}
                  <bdi>{entry.by.fullName}</bdi>
                </>
              ) : null}
            </Text>
            {entry.message ? (
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.trialAt
                  ? t('member.applicationStatus.trialLine', {
                      date: formatWhen(entry.trialAt),
                      venue: isolate(entry.message),
                    })
                  : entry.message}
              </Text>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
