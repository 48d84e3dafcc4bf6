import { Alert, Button, type ButtonProps, List, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { keepsShortlists, SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { IconBookmarkFilled, IconBookmarkPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../api/client.ts';
import { useMe } from '../api/me.ts';
import {
  addToShortlist,
  createShortlist,
  myShortlistsQueryOptions,
  removeFromShortlist,
  shortlistsHoldingQueryOptions,
  useShortlistMutation,
} from '../api/shortlists.ts';
import { FormActions } from '../components/form-actions.tsx';
import { GrowingTextarea } from '../components/growing-textarea.tsx';
import { LazyModal } from '../components/lazy-modal.tsx';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';

type Props = {
  playerId: number;
  playerName: string;
  /**
   * The list showing this button asks the state of all its buttons at once (useShortlistStates) and
   * puts it where this button reads it, so the button sends no request of its own.
   */
  fromList?: boolean;
} & Pick<ButtonProps, 'size' | 'variant'>;

/**
 * 'Shortlist' wherever a player is shown to an agent, scout or club (profile, video pool, search
 * results): says whether the player is on one of the viewer's lists, and opens a small dialog to
 * save them to a list (or a new one) with a private note, or take them off a list. Nothing for
 * other members: only these roles keep shortlists.
 */
export function ShortlistButton({
  playerId,
  playerName,
  fromList = false,
  size = 'compact-sm',
  variant = 'light',
}: Props) {
  const role = useMe().data?.member?.role;
  if (!keepsShortlists(role)) return null;
  return (
    <ShortlistControl playerId={playerId} playerName={playerName} fromList={fromList} size={size} variant={variant} />
  );
}

const NEW_LIST = 'new';

function ShortlistControl({ playerId, playerName, fromList, size, variant }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const t = useMemberT();
  // In a list, the state arrives with the list's one request: until then the button shows 'Shortlist'.
  const holding = useQuery({ ...shortlistsHoldingQueryOptions(playerId), enabled: !fromList });
  const saved = (holding.data?.entries.length ?? 0) > 0;
  return (
    <>
      <Button
        size={size}
        variant={saved ? 'filled' : variant}
        leftSection={saved ? <IconBookmarkFilled size={14} aria-hidden /> : <IconBookmarkPlus size={14} aria-hidden />}
        onClick={open}
        aria-label={t(saved ? 'member.shortlist.buttonLabelSaved' : 'member.shortlist.buttonLabel', {
          playerName: isolate(playerName),
        })}
        aria-haspopup="dialog"
      >
        {t(saved ? 'member.shortlist.shortlisted' : 'member.shortlist.shortlist')}
      </Button>
      <LazyModal
        opened={opened}
        onClose={close}
        title={t('member.shortlist.dialogTitle', { playerName: isolate(playerName) })}
        centered
      >
        {opened ? <ShortlistDialog playerId={playerId} fromList={fromList ?? false} onDone={close} /> : null}
      </LazyModal>
    </>
  );
}

function ShortlistDialog({ playerId, fromList, onDone }: { playerId: number; fromList: boolean; onDone: () => void }) {
  const t = useMemberT();
  const sentence = useSentence();
  const lists = useQuery(myShortlistsQueryOptions());
  // In a list, the dialog asks for the state itself only when the list's request has not brought it
  // (still on its way, or failed); otherwise the list's request keeps it fresh, after writes too.
  const holding = useQuery({
    ...shortlistsHoldingQueryOptions(playerId),
    enabled: (query) => !fromList || query.state.data === undefined,
  });
  const [choice, setChoice] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [note, setNote] = useState('');

  const save = useShortlistMutation(
    async () => {
      const shortlistId = target === NEW_LIST ? (await createShortlist({ name: newName })).id : Number(target);
      const entry = await addToShortlist({ shortlistId, playerId, note });
      return { entry, name: nameOf(shortlistId) ?? newName.trim() };
    },
    { waitForRefresh: false },
  );
  const remove = useShortlistMutation(removeFromShortlist);

  if (!lists.data || !holding.data) {
    if (lists.isError || holding.isError) return <Alert color="red">{sentence(SHORTLIST_MESSAGES.loadFailed)}</Alert>;
    return <Text aria-busy="true">{t('member.shortlist.loading')}</Text>;
  }
  const all = lists.data.shortlists;
  const nameOf = (id: number) => all.find((list) => list.id === id)?.name;
  const heldIds = new Set(holding.data.entries.map((entry) => entry.shortlistId));
  const open = all.filter((list) => !heldIds.has(list.id));
  const canCreate = all.length < SHORTLIST_LIMITS.listsMax;
  const options = [
    ...open.map((list) => ({ value: String(list.id), label: list.name })),
    ...(canCreate ? [{ value: NEW_LIST, label: t('member.shortlist.newList') }] : []),
  ];
  const target = choice ?? options[0]?.value ?? NEW_LIST;
  const fieldErrors = isApiError(save.error) ? save.error.fields : undefined;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: ({ name }) => {
        notifications.show({ color: 'pitch', message: t('member.shortlist.savedTo', { name: isolate(name) }) });
        onDone();
      },
    });
  };

  return (
    <Stack gap="md">
      {holding.data.entries.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('member.shortlist.onYourLists')}
          </Title>
          <List listStyleType="none" spacing="xs" p={0} m={0}>
            {holding.data.entries.map((entry) => {
              const name = nameOf(entry.shortlistId) ?? '';
              return (
                <List.Item key={entry.shortlistId}>
                  <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{name}</bdi>
                  </Text>
                  {entry.note ? (
                    <Text dir="auto" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {entry.note}
                    </Text>
                  ) : null}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables?.shortlistId === entry.shortlistId}
                    onClick={() =>
                      remove.mutate(
                        { shortlistId: entry.shortlistId, playerId },
                        {
                          onError: (error) =>
                            notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
                        },
                      )
                    }
                  >
                    {t('member.shortlist.removeFrom', { name: isolate(name) })}
                  </Button>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      ) : null}
      {options.length === 0 ? (
        <Text>{sentence(SHORTLIST_MESSAGES.tooManyLists)}</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={t('member.shortlist.list')}
              data={options}
              value={target}
              onChange={(event) => setChoice(event.currentTarget.value)}
            />
            {target === NEW_LIST ? (
              <TextInput
                label={t('member.shortlist.newListName')}
                value={newName}
                onChange={(event) => setNewName(event.currentTarget.value)}
                maxLength={SHORTLIST_LIMITS.nameMax}
                error={fieldErrors?.name === undefined ? undefined : sentence(fieldErrors.name)}
                required
                data-autofocus
              />
            ) : null}
            <GrowingTextarea
              label={t('member.shortlist.note')}
              description={t('member.shortlist.noteHint')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={SHORTLIST_LIMITS.noteMax}
              error={fieldErrors?.note === undefined ? undefined : sentence(fieldErrors.note)}
              minRows={2}
            />
            {save.isError && !fieldErrors ? (
              <Alert color="red" role="alert">
                {sentence(errorMessage(save.error))}
              </Alert>
            ) : null}
            <FormActions onCancel={onDone} loading={save.isPending}>
              {t('member.shortlist.save')}
            </FormActions>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
