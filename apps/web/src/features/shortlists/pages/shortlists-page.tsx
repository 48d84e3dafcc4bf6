import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES, type TShortlist } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { createShortlist, myShortlistsQueryOptions, useShortlistMutation } from '../../../api/shortlists.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { reorderShortlists } from '../api/manage-shortlists.ts';
import { ShortlistCard } from '../components/shortlist-card.tsx';

/**
 * `/shortlists` (issue 18 §2): an agent's, scout's or club's lists in their order, with counts;
 * new list, rename, move up or down (buttons, so the keyboard can do it), delete after a
 * confirmation, and each list's players with the private notes.
 */
export function ShortlistsPage() {
  const lists = useQuery(myShortlistsQueryOptions());
  const reorder = useShortlistMutation(reorderShortlists);

  const move = (all: TShortlist[], index: number, by: -1 | 1) => {
    const ids = all.map((list) => list.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) });
  };

  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>Shortlists</PageTitle>
      <Title order={1}>Shortlists</Title>
      <Text c="dimmed">Your lists and notes are private: nobody else sees them, and players are never told.</Text>
      <NewListForm disabled={(lists.data?.shortlists.length ?? 0) >= SHORTLIST_LIMITS.listsMax} />
      <PagedList
        query={lists}
        items={(data) => data.shortlists}
        loadingLabel="Loading your shortlists"
        errorText={SHORTLIST_MESSAGES.loadFailed}
        empty={<Text>{SHORTLIST_MESSAGES.noLists}</Text>}
      >
        {(all) => (
          <ItemList label="Your shortlists, in your order" ordered gap="md">
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
    </Stack>
  );
}

function NewListForm({ disabled }: { disabled: boolean }) {
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
          label="New list name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SHORTLIST_LIMITS.nameMax}
          error={error ?? (disabled ? SHORTLIST_MESSAGES.tooManyLists : undefined)}
          disabled={disabled}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={create.isPending} disabled={disabled}>
          Create list
        </Button>
      </Group>
    </form>
  );
}
