import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TRole } from '@scouting/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMemberSearchQueryOptions, MEMBER_SEARCH_MIN_LENGTH } from '../api/admin-member-search.ts';
import { type AdminMessageId, useAdminT } from '../i18n/areas/admin.ts';

type MemberSearchSelectProps = {
  /** The member the list is filtered by, from the address; null for none. */
  memberId: number | null;
  onChange: (memberId: number | null) => void;
  /** Only members of this role are offered (an agent filter offers agents). */
  memberRole?: TRole;
  label?: string;
  description?: string;
};

/**
 * The admin's filter by member (docs/product.md#admin-pages): type part of a name or username and
 * pick the person from the menu, rather than knowing their id. The server searches; the field only
 * shows what it answers. A filter opened from a link shows the id until a name is picked.
 */
export function MemberSearchSelect({ memberId, onChange, memberRole, label, description }: MemberSearchSelectProps) {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // The choice as the field shows it, at once: the address catches up in a navigation, which React
  // may render later, and a Select whose value turns null then clears its text, which would wipe
  // what the admin has typed since clearing. A change of the address from elsewhere (a link, Back)
  // still sets it.
  const fromAddress = memberId === null ? null : String(memberId);
  const [value, setValue] = useState(fromAddress);
  const [address, setAddress] = useState(fromAddress);
  if (address !== fromAddress) {
    setAddress(fromAddress);
    setValue(fromAddress);
  }
  const idLabel = value === null ? null : t('admin.memberSearch.memberNumber', { id: Number(value) });
  // The field shows the chosen member's label as its text: that is no search, so nothing is asked.
  const typed = settled === picked?.label || settled === idLabel ? '' : settled;
  const matches = useQuery(adminMemberSearchQueryOptions(typed, memberRole));

  const options = (matches.data?.members ?? []).map((member) => ({
    value: String(member.id),
    label: t('admin.memberSearch.option', {
      fullName: isolate(member.fullName),
      username: isolate(member.username),
      role: t(`admin.memberSearch.role.${member.role}` as AdminMessageId),
    }),
  }));
  // The chosen member stays an option while the menu shows other matches, so the field keeps its name.
  const current =
    value === null || options.some((option) => option.value === value)
      ? null
      : picked?.value === value
        ? picked
        : { value, label: idLabel ?? value };
  const data = current ? [current, ...options] : options;
  const longEnough = typed.trim().length >= MEMBER_SEARCH_MIN_LENGTH;

  return (
    <Select
      label={label ?? t('admin.memberSearch.label')}
      description={description ?? t('admin.memberSearch.description')}
      placeholder={t('admin.memberSearch.placeholder')}
      searchable
      clearable
      // Mantine hides its clear button from the keyboard and screen readers; here it is the way to
      // drop the filter, so it is a named button in the tab order.
      clearButtonProps={{ 'aria-label': t('admin.memberSearch.clear'), 'aria-hidden': false, tabIndex: 0 }}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the text; the menu does not filter its answer again.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        matches.isError
          ? t('admin.memberSearch.searchFailed')
          : longEnough && !matches.isFetching
            ? t('admin.memberSearch.nothingFound')
            : undefined
      }
      onChange={(next, option) => {
        setPicked(next && option ? { value: next, label: option.label } : null);
        setValue(next);
        onChange(next ? Number(next) : null);
      }}
      w={{ base: '100%', xs: 340 }}
    />
  );
}
