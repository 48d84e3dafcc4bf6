import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { SAVED_SEARCH_NAME_MAX, SEARCH_MESSAGES, ZSaveSearchRequest } from '@scouting/contract';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSearchT } from '../../../i18n/areas/search.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSaveSearch } from '../api/saved-searches.ts';
import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';

/** 'Save this search': names the search in the URL and keeps it, with alerts for new matches. */
export function SaveSearchButton({ params }: { params: SearchParamsRecord }) {
  const t = useSearchT();
  const sentence = useSentence();
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
          notifications.show({ color: 'green', message: sentence(SEARCH_MESSAGES.savedSearchSaved) });
          setName('');
          close();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={open}>
        {t('search.save.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('search.save.title')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('search.save.name')}
              description={t('search.save.nameHelp')}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError ? sentence(nameError) : null}
              data-autofocus
            />
            <FormAlert message={save.isError ? sentence(errorMessage(save.error)) : null} />
            <Button type="submit" loading={save.isPending}>
              {t('search.save.submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
