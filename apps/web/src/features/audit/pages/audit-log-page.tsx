import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberSearchSelect } from '../../../shared/member-search-select.tsx';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';
import { AuditEntryItem } from '../components/audit-entry-item.tsx';

function parseMemberId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/audit-log` (docs/product.md#reports-and-suspension): admin decisions, newest first, filtered by member through ?memberId=, the member picked by name. */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = parseMemberId(searchParams.get('memberId'));
  const entries = useInfiniteQuery(auditLogQueryOptions(memberId));
  const t = useAdminT();
  const sentence = useSentence();

  return (
    <Stack gap="md">
      <PageTitle>{t('admin.audit.title')}</PageTitle>
      <Title order={1}>{t('admin.audit.title')}</Title>
      <MemberSearchSelect
        memberId={memberId}
        onChange={(id) => setSearchParams(id ? { memberId: String(id) } : {})}
        description={t('admin.audit.memberIdHelp')}
      />
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
