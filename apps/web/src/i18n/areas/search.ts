import type { PLAYER_STATUSES } from '@scouting/contract/constants';
import en from '../catalogs/search/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The catalog of player search (/search): the form, the results and the saved searches (decision 036). */
export const SEARCH_AREA: CatalogArea = {
  name: 'search',
  en,
  others: {
    es: () => import('../catalogs/search/es.json'),
    'pt-BR': () => import('../catalogs/search/pt-BR.json'),
    fr: () => import('../catalogs/search/fr.json'),
    ar: () => import('../catalogs/search/ar.json'),
  },
};

export type SearchMessageId = keyof typeof en;

export const useSearchT = () => useAreaT<SearchMessageId>(SEARCH_AREA);

/** A player's status by its stored value (the value stays English; the label is translated). */
export const PLAYER_STATUS_IDS = {
  'Free Agent': 'search.status.freeAgent',
  Represented: 'search.status.represented',
} as const satisfies Record<(typeof PLAYER_STATUSES)[number], SearchMessageId>;
