import { isolate } from '@scouting/contract/bidi-isolate';
import { marketLink } from '@scouting/contract/open-opportunities';
import { OPPORTUNITY_DETAIL_MESSAGES } from '@scouting/contract/opportunity-details';
import type { TOpenOpportunityFiltersInput } from '@scouting/contract/schemas/open-opportunities';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { SavedSearchList, SaveSearchButton } from '../../../shared/saved-searches.tsx';
import { useDeleteSavedPostSearch, useSavedPostSearches, useSavePostSearch } from '../api/saved-post-searches.ts';

/** 'Save this search' on the market: alerts, at most daily, when a new post matches. */
export function SavePostSearchButton({ filters }: { filters: TOpenOpportunityFiltersInput }) {
  const t = useOpportunitiesT();
  const save = useSavePostSearch();
  return (
    <SaveSearchButton
      filters={filters}
      save={save}
      texts={{
        button: t('opportunities.market.save.button'),
        title: t('opportunities.market.save.button'),
        name: t('opportunities.market.save.name'),
        nameHelp: t('opportunities.market.save.nameHelp'),
        submit: t('opportunities.market.save.submit'),
        saved: OPPORTUNITY_DETAIL_MESSAGES.savedPostSearchSaved,
      }}
    />
  );
}

/** The player's saved searches of the market: open one to run it again, or delete it. */
export function SavedPostSearches() {
  const t = useOpportunitiesT();
  const saved = useSavedPostSearches();
  const remove = useDeleteSavedPostSearch();
  return (
    <SavedSearchList
      query={saved}
      linkOf={(search) => marketLink(search.filters)}
      remove={remove}
      texts={{
        title: t('opportunities.market.saved.title'),
        list: t('opportunities.market.saved.title'),
        loading: t('opportunities.market.saved.loading'),
        empty: t('opportunities.market.saved.empty'),
        deleteTitle: t('opportunities.market.saved.deleteTitle'),
        deleteConfirm: (name) => t('opportunities.market.saved.deleteConfirm', { name: isolate(name) }),
        delete: t('opportunities.market.saved.delete'),
        cancel: t('opportunities.market.saved.cancel'),
        deleteLabel: (name) => t('opportunities.market.saved.deleteLabel', { name: isolate(name) }),
      }}
    />
  );
}
