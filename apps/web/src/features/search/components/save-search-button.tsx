import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { SAVED_SEARCH_NAME_MAX, SEARCH_MESSAGES, ZSaveSearchRequest } from '@scouting/contract';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSaveSearch } from '../api/saved-searches.ts';
import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';

/** 'Save this search': names the search in the URL and keeps it, with alerts for new matches. */
export function SaveSearchButton({ params }: { params: SearchParamsRecord }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSaveSearchRequest.safeParse({ name, filters: params });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    setNameError(null);
    save.mutate(
      { name, filters: params },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: SEARCH_MESSAGES.savedSearchSaved });
          setName('');
          close();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={open}>
        Save this search
      </Button>
      <Modal opened={opened} onClose={close} title="Save this search">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              description="You get a notification when a new player matches, at most once a day."
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              data-autofocus
            />
            <FormAlert message={save.isError ? errorMessage(save.error) : null} />
            <Button type="submit" loading={save.isPending}>
              Save search
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
