import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { isAuditAction, isAuditTargetType } from '@scouting/contract/audit';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TAuditEntry } from '@scouting/contract/schemas/reports';
import { Link } from 'react-router';
import { type AdminMessageId, slots, useAdminDate, useAdminT, withNodes } from '../../../i18n/areas/admin.ts';

/** A member's name that filters the log by them (the filter lives in the URL). */
function MemberFilterLink({ id, name }: { id: number | null; name: string }) {
  const t = useAdminT();
  if (id === null) return <bdi>{name}</bdi>;
  return (
    <Anchor
      component={Link}
      to={`?memberId=${id}`}
      aria-label={t('admin.audit.showEntriesFor', { name: isolate(name), id })}
    >
      <bdi>{name}</bdi>
    </Anchor>
  );
}

type Translate = ReturnType<typeof useAdminT>;

/** The decision in the admin's words; an action older than the contract's list as it was stored. */
function actionText(t: Translate, action: string): string {
  return isAuditAction(action) ? t(`admin.audit.action.${action}` satisfies AdminMessageId) : action;
}

/** What the decision was about ("Offer #12"), in the admin's words. */
function targetText(t: Translate, type: string, id: number | null): string {
  if (!isAuditTargetType(type)) return `${type.replaceAll('_', ' ')} ${id ?? ''}`;
  return t(`admin.audit.target.${type}` satisfies AdminMessageId, { id: id ?? '' });
}

/** One decision on record: who decided what about whom, when, and why (docs/product.md#reports-and-suspension). */
export function AuditEntryItem({ entry }: { entry: TAuditEntry }) {
  const t = useAdminT();
  const formatDate = useAdminDate();
  // A parent acting from a mailed link has no account: the log names them, in the admin's language.
  const actor =
    entry.actorId === null ? (
      t('admin.audit.parentActor')
    ) : (
      <MemberFilterLink id={entry.actorId} name={entry.actorName} />
    );
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {actionText(t, entry.action)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(entry.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          {entry.subjectName !== null
            ? withNodes(t('admin.audit.byAbout', slots('actor', 'subject')), {
                actor,
                subject: <MemberFilterLink id={entry.subjectMemberId} name={entry.subjectName} />,
              })
            : withNodes(t('admin.audit.by', slots('actor')), { actor })}
          {entry.targetType !== null ? ` · ${targetText(t, entry.targetType, entry.targetId)}` : null}
        </Text>
        {entry.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.reason', { reason: isolate(entry.reason) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
