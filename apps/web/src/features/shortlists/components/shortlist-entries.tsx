import { Anchor, Avatar, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES, type TShortlistEntry } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { removeFromShortlist, useShortlistMutation } from '../../../api/shortlists.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { editShortlistNote, shortlistEntriesQueryOptions } from '../api/manage-shortlists.ts';

/** A list's players, newest saved first, each with the owner's private note (edit, remove). */
export function ShortlistEntries({ shortlistId, listName }: { shortlistId: number; listName: string }) {
  const pages = useInfiniteQuery(shortlistEntriesQueryOptions(shortlistId));
  return (
    <PagedList
      query={pages}
      items={(data) => data.pages.flatMap((page) => page.entries)}
      loadingLabel={`Loading the players of ${listName}`}
      skeletonRows={2}
      errorText={SHORTLIST_MESSAGES.loadFailed}
      empty={<Text>{SHORTLIST_MESSAGES.noPlayers}</Text>}
      loadMoreLabel="Show more players"
    >
      {(entries) => (
        <ItemList label={`Players on ${listName}`}>
          {entries.map((entry) => (
            <EntryCard key={entry.player.id} entry={entry} />
          ))}
        </ItemList>
      )}
    </PagedList>
  );
}

function playerFacts(player: TShortlistEntry['player']) {
  return [player.age === null ? null : `Age ${player.age}`, player.primaryPosition, player.currentClub, player.country]
    .filter(Boolean)
    .join(' · ');
}

function EntryCard({ entry }: { entry: TShortlistEntry }) {
  const { player } = entry;
  const [editing, setEditing] = useState(false);
  const remove = useShortlistMutation(removeFromShortlist);
  return (
    <Card component="li" withBorder padding="sm" aria-label={player.fullName}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={player.profileImageUrl}
            radius="xl"
            name={player.fullName}
            color="pitch"
            variant="filled"
            aria-hidden
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/player-profile/${player.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {player.fullName}
            </Anchor>
            <Text size="sm">{playerFacts(player)}</Text>
          </Stack>
        </Group>
        {editing ? (
          <NoteForm entry={entry} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {entry.note ? `Note: ${entry.note}` : 'No note.'}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setEditing(true)}
                aria-label={`Edit note on ${player.fullName}`}
              >
                Edit note
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red.8"
                loading={remove.isPending}
                aria-label={`Remove ${player.fullName} from the list`}
                onClick={() =>
                  remove.mutate(
                    { shortlistId: entry.shortlistId, playerId: player.id },
                    {
                      onSuccess: () =>
                        notifications.show({ color: 'pitch', message: SHORTLIST_MESSAGES.playerRemoved }),
                      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                    },
                  )
                }
              >
                Remove
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function NoteForm({ entry, onDone }: { entry: TShortlistEntry; onDone: () => void }) {
  const [note, setNote] = useState(entry.note ?? '');
  const save = useShortlistMutation(editShortlistNote);
  const fieldError = isApiError(save.error) ? (save.error.fields?.note ?? save.error.message) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ shortlistId: entry.shortlistId, playerId: entry.player.id, note }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={`Private note on ${entry.player.fullName}`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={SHORTLIST_LIMITS.noteMax}
          error={fieldError}
          autosize
          minRows={2}
          data-autofocus
        />
        <FormActions onCancel={onDone} loading={save.isPending}>
          Save note
        </FormActions>
      </Stack>
    </form>
  );
}
