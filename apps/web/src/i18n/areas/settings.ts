import en from '../catalogs/settings/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The catalog of the Settings page: two-factor sign-in, password, sessions, what reaches the inbox, push on this device, download and deletion of one's data (its language section is the first screen's) (docs/product.md#languages, decision 036). */
export const SETTINGS_AREA: CatalogArea = {
  name: 'settings',
  en,
  others: {
    es: () => import('../catalogs/settings/es.json'),
    'pt-BR': () => import('../catalogs/settings/pt-BR.json'),
    fr: () => import('../catalogs/settings/fr.json'),
    ar: () => import('../catalogs/settings/ar.json'),
  },
};

export type SettingsMessageId = keyof typeof en;

export const useSettingsT = () => useAreaT<SettingsMessageId>(SETTINGS_AREA);
