import en from '../catalogs/profiles/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The profile pages' catalog (decision 036): the agent, scout and club profiles, the details and
 * edit forms the player profile shares with them, the pictures, and the dashboards' "Your profile"
 * cards. English comes with the pages' chunk, each other language is a chunk of its own.
 */
export const PROFILES_AREA: CatalogArea = {
  name: 'profiles',
  en,
  others: {
    es: () => import('../catalogs/profiles/es.json'),
    'pt-BR': () => import('../catalogs/profiles/pt-BR.json'),
    fr: () => import('../catalogs/profiles/fr.json'),
    ar: () => import('../catalogs/profiles/ar.json'),
  },
};

export type ProfilesMessageId = keyof typeof en;

export const useProfilesT = () => useAreaT<ProfilesMessageId>(PROFILES_AREA);
