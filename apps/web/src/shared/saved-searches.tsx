import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { savedSearchName } from '@scouting/contract/schemas/search';
import { SAVED_SEARCH_NAME_MAX } from '@scouting/contract/search';
import { IconBookmarkPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { openConfirmModal } from '../components/confirm-modals.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { LazyModal } from '../components/lazy-modal.tsx';
import type { ListQuery } from '../components/paged-list.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useSentence } from '../i18n/sentences.ts';

/**
 * Saved searches with daily alerts, as the player search keeps players' and the market keeps
 * posts' (decision 018): the same button and list, each with its own words, calls and links.
 */

/** The words of one kind of saved search, already translated. */
export type SaveSearchTexts = {
  button: string;
  title: string;
  name: string;
  nameHelp: string;
  submit: string;
  /** The contract's sentence for a saved search (shown translated). */
  saved: string;
};

export type SavedSearchListTexts = {
  title: string;
  list: string;
  loading: string;
  empty: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
  delete: string;
  cancel: string;
  deleteLabel: (name: string) => string;
};

type Saved = { id: number; name: string };

/** 'Save this search': names the search in the address and keeps it, with alerts for new matches. */
export function SaveSearchButton<Filters>({
  filters,
  save,
  texts,
}: {
  filters: Filters;
  save: UseMutationResult<unknown, Error, { name: string; filters: Filters }>;
  texts: SaveSearchTexts;
}) {
  const sentence = useSentence();
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedSearchName().safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    save.mutate(
      { name, filters },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: sentence(texts.saved) });
          setName('');
          close();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={open}>
        {texts.button}
      </Button>
      <LazyModal opened={opened} onClose={close} title={texts.title}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={texts.name}
              description={texts.nameHelp}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError ? sentence(nameError) : null}
              data-autofocus
            />
            <FormAlert message={save.isError ? sentence(errorMessage(save.error)) : null} />
            <Button type="submit" loading={save.isPending}>
              {texts.submit}
            </Button>
          </Stack>
        </form>
      </LazyModal>
    </>
  );
}

function SavedSearchItem<Search extends Saved>({
  search,
  link,
  remove,
  texts,
}: {
  search: Search;
  link: string;
  remove: UseMutationResult<unknown, Error, number>;
  texts: SavedSearchListTexts;
}) {
  const sentence = useSentence();
  const confirmDelete = () =>
    openConfirmModal({
      title: texts.deleteTitle,
      children: <Text size="sm">{texts.deleteConfirm(search.name)}</Text>,
      labels: { confirm: texts.delete, cancel: texts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(search.id, {
          onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
        }),
    });
  return (
    <Paper withBorder p="xs" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* Re-running a saved search is opening its link: the search lives in the address. */}
        <Anchor component={Link} to={link} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {search.name}
        </Anchor>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={confirmDelete}
          loading={remove.isPending && remove.variables === search.id}
          aria-label={texts.deleteLabel(search.name)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The member's saved searches of one kind: open one to run it again, or delete it. */
export function SavedSearchList<Search extends Saved>({
  query,
  linkOf,
  remove,
  texts,
}: {
  query: ListQuery<{ savedSearches: Search[] }>;
  linkOf: (search: Search) => string;
  remove: UseMutationResult<unknown, Error, number>;
  texts: SavedSearchListTexts;
}) {
  return (
    <SectionCard title={texts.title} gap="sm">
      <PagedList
        query={query}
        items={(data) => data.savedSearches}
        loadingLabel={texts.loading}
        skeletonRows={2}
        empty={<Text size="sm">{texts.empty}</Text>}
      >
        {(searches) => (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={texts.list}>
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} link={linkOf(search)} remove={remove} texts={texts} />
            ))}
          </Stack>
        )}
      </PagedList>
    </SectionCard>
  );
}
