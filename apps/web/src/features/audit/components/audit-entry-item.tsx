import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { TAuditEntry } from '@scouting/contract';
import { Link } from 'react-router';
import { slots, useAdminDate, useAdminT, withNodes } from '../../../i18n/areas/admin.ts';

/** A member's name that filters the log by them (the filter lives in the URL). */
function MemberFilterLink({ id, name }: { id: number | null; name: string }) {
  const t = useAdminT();
  if (id === null) return <>{name}</>;
  return (
    <Anchor component={Link} to={`?memberId=${id}`} aria-label={t('admin.audit.showEntriesFor', { name, id })}>
      {name}
    </Anchor>
  );
}

/** One decision on record: who decided what about whom, when, and why (issue 12 §7). */
export function AuditEntryItem({ entry }: { entry: TAuditEntry }) {
  const t = useAdminT();
  const formatDate = useAdminDate();
  const actor = <MemberFilterLink id={entry.actorId} name={entry.actorName} />;
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {entry.action}
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
          {entry.targetType !== null ? ` · ${entry.targetType.replaceAll('_', ' ')} ${entry.targetId ?? ''}` : null}
        </Text>
        {entry.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.reason', { reason: entry.reason })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
