import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_PAGES } from '../../../components/admin-pages.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';
import { AuditEntryItem } from '../components/audit-entry-item.tsx';

const TITLE = REVIEW_PAGES.auditLog.title;

function parseMemberId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/audit-log` (issue 12 §7): admin decisions, newest first, filtered by member through ?memberId=. */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = parseMemberId(searchParams.get('memberId'));
  const [draft, setDraft] = useState<string | number>(memberId ?? '');
  const entries = useInfiniteQuery(auditLogQueryOptions(memberId));

  const applyFilter = (event: React.FormEvent) => {
    event.preventDefault();
    const id = parseMemberId(String(draft));
    setSearchParams(id ? { memberId: String(id) } : {});
  };
  const clearFilter = () => {
    setDraft('');
    setSearchParams({});
  };

  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <form onSubmit={applyFilter} aria-label="Filter by member">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            key={memberId ?? 'all'}
            label="Member ID"
            description="Entries where this member decided or was decided about"
            defaultValue={memberId ?? ''}
            onChange={setDraft}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit">Filter</Button>
          {memberId ? (
            <Button variant="default" onClick={clearFilter}>
              Show all
            </Button>
          ) : null}
        </Group>
      </form>
      <PagedList
        query={entries}
        items={(data) => data.pages.flatMap((page) => page.entries)}
        loadingLabel="Loading the audit log"
        errorText={MESSAGES.auditLogLoadFailed}
        empty={<Text>{MESSAGES.noAuditEntries}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label="Decisions, newest first" gap="xs" ordered>
            {all.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
