import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TShortlist } from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { useShortlistMutation } from '../../../api/shortlists.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useShortlistsT } from '../../../i18n/areas/shortlists.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { deleteShortlist, renameShortlist } from '../api/manage-shortlists.ts';
import { RemoveButton } from './remove-button.tsx';
import { ShortlistEntries } from './shortlist-entries.tsx';

type Props = {
  list: TShortlist;
  /** Moves the list one place up or down; absent at the ends. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  moving: boolean;
};

/** One of the owner's lists: its name and count, rename, move, delete, and its players on demand. */
export function ShortlistCard({ list, onMoveUp, onMoveDown, moving }: Props) {
  const t = useShortlistsT();
  const sentence = useSentence();
  const [shown, setShown] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const playersId = useId();
  const remove = useShortlistMutation(deleteShortlist);

  const confirmDelete = () =>
    openConfirmModal({
      title: t('shortlists.card.deleteTitle', { name: isolate(list.name) }),
      children: (
        <Text>
          {list.playerCount === 0
            ? t('shortlists.card.deleteEmpty')
            : t('shortlists.card.deleteWithPlayers', { count: list.playerCount })}
        </Text>
      ),
      labels: { confirm: t('shortlists.card.delete'), cancel: t('shortlists.card.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('shortlists.card.closeDialog') },
      onConfirm: () =>
        remove.mutate(list.id, {
          onSuccess: () => notifications.show({ color: 'pitch', message: sentence(SHORTLIST_MESSAGES.listDeleted) }),
          onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
        }),
    });

  return (
    <Card component="li" withBorder padding="md" aria-label={list.name}>
      <Stack gap="sm">
        {renaming ? (
          <RenameForm list={list} onDone={() => setRenaming(false)} />
        ) : (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{list.name}</bdi>
              </Title>
              <Badge variant="light" color="pitch">
                {t('shortlists.card.players', { count: list.playerCount })}
              </Badge>
            </Group>
            <Group gap={4}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('shortlists.card.moveUp', { name: isolate(list.name) })}
                disabled={!onMoveUp || moving}
                onClick={onMoveUp}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('shortlists.card.moveDown', { name: isolate(list.name) })}
                disabled={!onMoveDown || moving}
                onClick={onMoveDown}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        )}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            aria-expanded={shown}
            aria-controls={playersId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t('shortlists.card.hidePlayers') : t('shortlists.card.showPlayers')}
          </Button>
          {renaming ? null : (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setRenaming(true)}
              aria-label={t('shortlists.card.renameLabel', { name: isolate(list.name) })}
            >
              {t('shortlists.card.rename')}
            </Button>
          )}
          <RemoveButton
            loading={remove.isPending}
            label={t('shortlists.card.deleteLabel', { name: isolate(list.name) })}
            onClick={confirmDelete}
          >
            {t('shortlists.card.delete')}
          </RemoveButton>
        </Group>
        <div id={playersId}>{shown ? <ShortlistEntries shortlistId={list.id} listName={list.name} /> : null}</div>
      </Stack>
    </Card>
  );
}

function RenameForm({ list, onDone }: { list: TShortlist; onDone: () => void }) {
  const t = useShortlistsT();
  const sentence = useSentence();
  const [name, setName] = useState(list.name);
  const rename = useShortlistMutation(renameShortlist);
  const error = isApiError(rename.error) ? (rename.error.fields?.name ?? rename.error.message) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate({ id: list.id, name }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('shortlists.card.newNameFor', { name: isolate(list.name) })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SHORTLIST_LIMITS.nameMax}
          error={error === undefined ? undefined : sentence(error)}
          required
          data-autofocus
        />
        <FormActions onCancel={onDone} loading={rename.isPending}>
          {t('shortlists.card.saveName')}
        </FormActions>
      </Stack>
    </form>
  );
}
