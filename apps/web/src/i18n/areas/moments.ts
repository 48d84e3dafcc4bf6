import en from '../catalogs/moments/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of the moments a player marks in their videos (decision 036): the chapters and the
 * owner's editor, which load when a video has moments or on its owner's video profile.
 */
export const MOMENTS_AREA: CatalogArea = {
  name: 'moments',
  en,
  others: {
    es: () => import('../catalogs/moments/es.json'),
    'pt-BR': () => import('../catalogs/moments/pt-BR.json'),
    fr: () => import('../catalogs/moments/fr.json'),
    ar: () => import('../catalogs/moments/ar.json'),
  },
};

export type MomentsMessageId = keyof typeof en;

export const useMomentsT = () => useAreaT<MomentsMessageId>(MOMENTS_AREA);
