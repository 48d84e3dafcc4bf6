import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';
import { AuditEntryItem } from '../components/audit-entry-item.tsx';

function parseMemberId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/audit-log` (docs/product.md#reports-and-suspension): admin decisions, newest first, filtered by member through ?memberId=. */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = parseMemberId(searchParams.get('memberId'));
  const [draft, setDraft] = useState<string | number>(memberId ?? '');
  const entries = useInfiniteQuery(auditLogQueryOptions(memberId));
  const t = useAdminT();
  const sentence = useSentence();

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
      <PageTitle>{t('admin.audit.title')}</PageTitle>
      <Title order={1}>{t('admin.audit.title')}</Title>
      <form onSubmit={applyFilter} aria-label={t('admin.audit.filterByMember')}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            key={memberId ?? 'all'}
            label={t('admin.audit.memberId')}
            description={t('admin.audit.memberIdHelp')}
            defaultValue={memberId ?? ''}
            onChange={setDraft}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit">{t('admin.filter')}</Button>
          {memberId ? (
            <Button variant="default" onClick={clearFilter}>
              {t('admin.audit.showAll')}
            </Button>
          ) : null}
        </Group>
      </form>
      <PagedList
        query={entries}
        items={(data) => data.pages.flatMap((page) => page.entries)}
        loadingLabel={t('admin.audit.loading')}
        errorText={sentence(MESSAGES.auditLogLoadFailed)}
        empty={<Text>{sentence(MESSAGES.noAuditEntries)}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t('admin.audit.list')} gap="xs" ordered>
            {all.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
