import en from '../catalogs/guardians/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of a parent's pages and of the child's 'My guardians' (docs/product.md#parents, decision 036):
 * the parent dashboard, a child's activity and the decisions taken there.
 */
export const GUARDIANS_AREA: CatalogArea = {
  name: 'guardians',
  en,
  others: {
    es: () => import('../catalogs/guardians/es.json'),
    'pt-BR': () => import('../catalogs/guardians/pt-BR.json'),
    fr: () => import('../catalogs/guardians/fr.json'),
    ar: () => import('../catalogs/guardians/ar.json'),
  },
};

export type GuardiansMessageId = keyof typeof en;

export const useGuardiansT = () => useAreaT<GuardiansMessageId>(GUARDIANS_AREA);
