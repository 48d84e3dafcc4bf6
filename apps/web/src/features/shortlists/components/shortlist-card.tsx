import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES, type TShortlist } from '@scouting/contract';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { useShortlistMutation } from '../../../api/shortlists.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { deleteShortlist, renameShortlist } from '../api/manage-shortlists.ts';
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
  const [shown, setShown] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const playersId = useId();
  const remove = useShortlistMutation(deleteShortlist);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${list.name}`,
      children: (
        <Text>
          {list.playerCount === 0
            ? 'Delete this empty list?'
            : `Delete this list and its ${list.playerCount} saved ${list.playerCount === 1 ? 'player' : 'players'} with your notes? This cannot be undone.`}
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': 'Close dialog' },
      onConfirm: () =>
        remove.mutate(list.id, {
          onSuccess: () => notifications.show({ color: 'pitch', message: SHORTLIST_MESSAGES.listDeleted }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
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
                {list.name}
              </Title>
              <Badge variant="light" color="pitch">
                {list.playerCount} {list.playerCount === 1 ? 'player' : 'players'}
              </Badge>
            </Group>
            <Group gap={4}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move ${list.name} up`}
                disabled={!onMoveUp || moving}
                onClick={onMoveUp}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move ${list.name} down`}
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
            {shown ? 'Hide players' : 'Show players'}
          </Button>
          {renaming ? null : (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setRenaming(true)}
              aria-label={`Rename ${list.name}`}
            >
              Rename
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.8"
            loading={remove.isPending}
            onClick={confirmDelete}
            aria-label={`Delete ${list.name}`}
          >
            Delete
          </Button>
        </Group>
        <div id={playersId}>{shown ? <ShortlistEntries shortlistId={list.id} listName={list.name} /> : null}</div>
      </Stack>
    </Card>
  );
}

function RenameForm({ list, onDone }: { list: TShortlist; onDone: () => void }) {
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
          label={`New name for ${list.name}`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SHORTLIST_LIMITS.nameMax}
          error={error}
          required
          data-autofocus
        />
        <FormActions onCancel={onDone} loading={rename.isPending}>
          Save name
        </FormActions>
      </Stack>
    </form>
  );
}
