import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { TAuditEntry } from '@scouting/contract';
import { Link } from 'react-router';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A member's name that filters the log by them (the filter lives in the URL). */
function MemberFilterLink({ id, name }: { id: number | null; name: string }) {
  if (id === null) return <>{name}</>;
  return (
    <Anchor component={Link} to={`?memberId=${id}`} aria-label={`Show entries for ${name} (member ${id})`}>
      {name}
    </Anchor>
  );
}

/** One decision on record: who decided what about whom, when, and why (issue 12 §7). */
export function AuditEntryItem({ entry }: { entry: TAuditEntry }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {entry.action}
          </Text>
          <Text size="sm" c="dimmed">
            {dateFormat.format(new Date(entry.createdAt))}
          </Text>
        </Group>
        <Text size="sm">
          By <MemberFilterLink id={entry.actorId} name={entry.actorName} />
          {entry.subjectName !== null ? (
            <>
              {' '}
              about <MemberFilterLink id={entry.subjectMemberId} name={entry.subjectName} />
            </>
          ) : null}
          {entry.targetType !== null ? ` · ${entry.targetType.replaceAll('_', ' ')} ${entry.targetId ?? ''}` : null}
        </Text>
        {entry.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Reason: {entry.reason}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
