import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { searchLink, type TSavedSearch } from '@scouting/contract';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSearchT } from '../../../i18n/areas/search.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';

function SavedSearchItem({ search }: { search: TSavedSearch }) {
  const t = useSearchT();
  const sentence = useSentence();
  const remove = useDeleteSavedSearch();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('search.saved.deleteTitle'),
      children: <Text size="sm">{t('search.saved.deleteConfirm', { name: search.name })}</Text>,
      labels: { confirm: t('search.saved.delete'), cancel: t('search.saved.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(search.id, {
          onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
        }),
    });
  return (
    <Paper withBorder p="xs" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* Re-running a saved search is opening its link: the search lives in the URL. */}
        <Anchor component={Link} to={searchLink(search.filters)} style={{ overflowWrap: 'anywhere' }}>
          {search.name}
        </Anchor>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={confirmDelete}
          loading={remove.isPending}
          aria-label={t('search.saved.deleteLabel', { name: search.name })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The member's saved searches: open one to run it again, or delete it. */
export function SavedSearches() {
  const t = useSearchT();
  const saved = useSavedSearches();
  return (
    <SectionCard title={t('search.saved.title')} gap="sm">
      <PagedList
        query={saved}
        items={(data) => data.savedSearches}
        loadingLabel={t('search.saved.loading')}
        skeletonRows={2}
        empty={<Text size="sm">{t('search.saved.empty')}</Text>}
      >
        {(searches) => (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('search.saved.list')}>
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </Stack>
        )}
      </PagedList>
    </SectionCard>
  );
}
