import { isolate } from '@scouting/contract/bidi-isolate';
import { searchLink } from '@scouting/contract/search';
import { useSearchT } from '../../../i18n/areas/search.ts';
import { SavedSearchList } from '../../../shared/saved-searches.tsx';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';

/** The member's saved player searches: open one to run it again, or delete it. */
export function SavedSearches() {
  const t = useSearchT();
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  return (
    <SavedSearchList
      query={saved}
      linkOf={(search) => searchLink(search.filters)}
      remove={remove}
      texts={{
        title: t('search.saved.title'),
        list: t('search.saved.list'),
        loading: t('search.saved.loading'),
        empty: t('search.saved.empty'),
        deleteTitle: t('search.saved.deleteTitle'),
        deleteConfirm: (name) => t('search.saved.deleteConfirm', { name: isolate(name) }),
        delete: t('search.saved.delete'),
        cancel: t('search.saved.cancel'),
        deleteLabel: (name) => t('search.saved.deleteLabel', { name: isolate(name) }),
      }}
    />
  );
}
