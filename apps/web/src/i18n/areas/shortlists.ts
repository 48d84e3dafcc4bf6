import en from '../catalogs/shortlists/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The catalog of the shortlists (/shortlists) and the dashboard's Saved Profiles card (decision 036). */
export const SHORTLISTS_AREA: CatalogArea = {
  name: 'shortlists',
  en,
  others: {
    es: () => import('../catalogs/shortlists/es.json'),
    'pt-BR': () => import('../catalogs/shortlists/pt-BR.json'),
    fr: () => import('../catalogs/shortlists/fr.json'),
    ar: () => import('../catalogs/shortlists/ar.json'),
  },
};

export type ShortlistsMessageId = keyof typeof en;

export const useShortlistsT = () => useAreaT<ShortlistsMessageId>(SHORTLISTS_AREA);
