import { SEARCH_MESSAGES } from '@scouting/contract/search';
import { useSearchT } from '../../../i18n/areas/search.ts';
import { SaveSearchButton as SaveButton } from '../../../shared/saved-searches.tsx';
import { useSaveSearch } from '../api/saved-searches.ts';
import type { SearchParamsRecord } from '../hooks/use-search-filters.ts';

/** 'Save this search' for players: alerts when a new player matches. */
export function SaveSearchButton({ params }: { params: SearchParamsRecord }) {
  const t = useSearchT();
  const save = useSaveSearch();
  return (
    <SaveButton
      filters={params}
      save={save}
      texts={{
        button: t('search.save.button'),
        title: t('search.save.title'),
        name: t('search.save.name'),
        nameHelp: t('search.save.nameHelp'),
        submit: t('search.save.submit'),
        saved: SEARCH_MESSAGES.savedSearchSaved,
      }}
    />
  );
}
