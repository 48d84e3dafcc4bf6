import en from '../catalogs/videos/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The videos' catalog (decision 036): the video profile with its owner's controls and upload, the
 * latest videos on a player's profile, and the agents' video pool with its filters and ratings.
 */
export const VIDEOS_AREA: CatalogArea = {
  name: 'videos',
  en,
  others: {
    es: () => import('../catalogs/videos/es.json'),
    'pt-BR': () => import('../catalogs/videos/pt-BR.json'),
    fr: () => import('../catalogs/videos/fr.json'),
    ar: () => import('../catalogs/videos/ar.json'),
  },
};

export type VideosMessageId = keyof typeof en;

export const useVideosT = () => useAreaT<VideosMessageId>(VIDEOS_AREA);
