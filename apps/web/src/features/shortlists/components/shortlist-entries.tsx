import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TShortlistEntry } from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { removeFromShortlist, useShortlistMutation } from '../../../api/shortlists.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useShortlistsT } from '../../../i18n/areas/shortlists.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CompareButton } from '../../../shared/compare-tray.tsx';
import { PlayerAvatar } from '../../../shared/player-avatar.tsx';
import { editShortlistNote, shortlistEntriesQueryOptions } from '../api/manage-shortlists.ts';
import { RemoveButton } from './remove-button.tsx';

// The owner's latest verdict (from the entry itself) and 'Write a report': the reports' texts load
// apart from the lists.
const LatestVerdict = lazy(async () => ({
  default: (await import('../../../shared/player-scout-reports.tsx')).LatestVerdict,
}));

/** A list's players, newest saved first, each with the owner's private note (edit, remove). */
export function ShortlistEntries({ shortlistId, listName }: { shortlistId: number; listName: string }) {
  const t = useShortlistsT();
  const sentence = useSentence();
  const pages = useInfiniteQuery(shortlistEntriesQueryOptions(shortlistId));
  return (
    <PagedList
      query={pages}
      items={(data) => data.pages.flatMap((page) => page.entries)}
      loadingLabel={t('shortlists.entries.loading', { name: isolate(listName) })}
      skeletonRows={2}
      errorText={sentence(SHORTLIST_MESSAGES.loadFailed)}
      empty={<Text>{sentence(SHORTLIST_MESSAGES.noPlayers)}</Text>}
      loadMoreLabel={t('shortlists.entries.loadMore')}
    >
      {(entries) => (
        <ItemList label={t('shortlists.entries.list', { name: isolate(listName) })}>
          {entries.map((entry) => (
            <EntryCard key={entry.player.id} entry={entry} />
          ))}
        </ItemList>
      )}
    </PagedList>
  );
}

function EntryCard({ entry }: { entry: TShortlistEntry }) {
  const t = useShortlistsT();
  const countryName = useCountryName();
  const sentence = useSentence();
  const positionLabel = usePositionLabel();
  const { player } = entry;
  const facts = [
    player.age === null ? null : t('shortlists.entries.age', { age: player.age }),
    player.primaryPosition && positionLabel(player.primaryPosition),
    player.currentClub,
    player.country && countryName(player.country),
  ]
    .filter(Boolean)
    .join(' · ');
  const [editing, setEditing] = useState(false);
  const remove = useShortlistMutation(removeFromShortlist);
  return (
    <Card component="li" withBorder padding="sm" aria-label={player.fullName}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PlayerAvatar player={player} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/player-profile/${player.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{player.fullName}</bdi>
            </Anchor>
            <Text size="sm">{facts}</Text>
          </Stack>
        </Group>
        <Suspense fallback={null}>
          <LatestVerdict playerId={player.id} playerName={player.fullName} latest={entry.latestVerdict} />
        </Suspense>
        {editing ? (
          <NoteForm entry={entry} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {entry.note
                ? t('shortlists.entries.note', { note: isolate(entry.note) })
                : t('shortlists.entries.noNote')}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setEditing(true)}
                aria-label={t('shortlists.entries.editNoteLabel', { name: isolate(player.fullName) })}
              >
                {t('shortlists.entries.editNote')}
              </Button>
              <RemoveButton
                loading={remove.isPending}
                label={t('shortlists.entries.removeLabel', { name: isolate(player.fullName) })}
                onClick={() =>
                  remove.mutate(
                    { shortlistId: entry.shortlistId, playerId: player.id },
                    {
                      onSuccess: () =>
                        notifications.show({ color: 'pitch', message: sentence(SHORTLIST_MESSAGES.playerRemoved) }),
                      onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
                    },
                  )
                }
              >
                {t('shortlists.entries.remove')}
              </RemoveButton>
              <CompareButton playerId={player.id} playerName={player.fullName} size="compact-sm" />
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function NoteForm({ entry, onDone }: { entry: TShortlistEntry; onDone: () => void }) {
  const t = useShortlistsT();
  const sentence = useSentence();
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
        <GrowingTextarea
          label={t('shortlists.entries.noteFor', { name: isolate(entry.player.fullName) })}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={SHORTLIST_LIMITS.noteMax}
          error={fieldError === undefined ? undefined : sentence(fieldError)}
          minRows={2}
          data-autofocus
        />
        <FormActions onCancel={onDone} loading={save.isPending}>
          {t('shortlists.entries.saveNote')}
        </FormActions>
      </Stack>
    </form>
  );
}
