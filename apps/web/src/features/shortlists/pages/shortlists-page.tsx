import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TShortlist } from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { createShortlist, myShortlistsQueryOptions, useShortlistMutation } from '../../../api/shortlists.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useShortlistsT } from '../../../i18n/areas/shortlists.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CompareTray } from '../../../shared/compare-tray.tsx';
import { reorderShortlists } from '../api/manage-shortlists.ts';
import { ShortlistCard } from '../components/shortlist-card.tsx';

/**
 * `/shortlists` (decision 019): an agent's, scout's or club's lists in their order, with counts;
 * new list, rename, move up or down (buttons, so the keyboard can do it), delete after a
 * confirmation, and each list's players with the private notes.
 */
export function ShortlistsPage() {
  const t = useShortlistsT();
  const sentence = useSentence();
  const lists = useQuery(myShortlistsQueryOptions());
  const reorder = useShortlistMutation(reorderShortlists);

  const move = (all: TShortlist[], index: number, by: -1 | 1) => {
    const ids = all.map((list) => list.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, {
      onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
    });
  };

  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{t('shortlists.title')}</PageTitle>
      <Title order={1}>{t('shortlists.title')}</Title>
      <Text c="dimmed">{t('shortlists.private')}</Text>
      <NewListForm disabled={(lists.data?.shortlists.length ?? 0) >= SHORTLIST_LIMITS.listsMax} />
      <PagedList
        query={lists}
        items={(data) => data.shortlists}
        loadingLabel={t('shortlists.loading')}
        errorText={sentence(SHORTLIST_MESSAGES.loadFailed)}
        empty={<Text>{sentence(SHORTLIST_MESSAGES.noLists)}</Text>}
      >
        {(all) => (
          <ItemList label={t('shortlists.list')} ordered gap="md">
            {all.map((list, index) => (
              <ShortlistCard
                key={list.id}
                list={list}
                moving={reorder.isPending}
                onMoveUp={index > 0 ? () => move(all, index, -1) : undefined}
                onMoveDown={index < all.length - 1 ? () => move(all, index, 1) : undefined}
              />
            ))}
          </ItemList>
        )}
      </PagedList>
      <CompareTray />
    </Stack>
  );
}

function NewListForm({ disabled }: { disabled: boolean }) {
  const t = useShortlistsT();
  const sentence = useSentence();
  const [name, setName] = useState('');
  const create = useShortlistMutation(createShortlist);
  const error = isApiError(create.error) ? (create.error.fields?.name ?? create.error.message) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ name }, { onSuccess: () => setName('') });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('shortlists.newName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SHORTLIST_LIMITS.nameMax}
          error={
            error !== undefined ? sentence(error) : disabled ? sentence(SHORTLIST_MESSAGES.tooManyLists) : undefined
          }
          disabled={disabled}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={create.isPending} disabled={disabled}>
          {t('shortlists.create')}
        </Button>
      </Group>
    </form>
  );
}
