import en from '../catalogs/career/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of a player's record (decision 036): the career table on the profile, the video
 * profile and the comparison, the owner's editor and the dashboard's 'Complete your record' card.
 */
export const CAREER_AREA: CatalogArea = {
  name: 'career',
  en,
  others: {
    es: () => import('../catalogs/career/es.json'),
    'pt-BR': () => import('../catalogs/career/pt-BR.json'),
    fr: () => import('../catalogs/career/fr.json'),
    ar: () => import('../catalogs/career/ar.json'),
  },
};

export type CareerMessageId = keyof typeof en;

export const useCareerT = () => useAreaT<CareerMessageId>(CAREER_AREA);
