import en from '../catalogs/compare/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of players side by side (decision 036): the /compare page and the compare tray that
 * search results, shortlists and profiles offer.
 */
export const COMPARE_AREA: CatalogArea = {
  name: 'compare',
  en,
  others: {
    es: () => import('../catalogs/compare/es.json'),
    'pt-BR': () => import('../catalogs/compare/pt-BR.json'),
    fr: () => import('../catalogs/compare/fr.json'),
    ar: () => import('../catalogs/compare/ar.json'),
  },
};

export type CompareMessageId = keyof typeof en;

export const useCompareT = () => useAreaT<CompareMessageId>(COMPARE_AREA);
