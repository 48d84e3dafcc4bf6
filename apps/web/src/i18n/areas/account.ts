import en from '../catalogs/account/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of a new account's next steps (docs/product.md#languages): the password reset a mail links to, the
 * step between sign-up and the wizard (`/dashboard`) and the registration wizard. Loaded with those
 * pages, never on the first screen (decision 036); kept apart from the sign-up page's catalog, whose
 * chunk every member page loads too (vite.config.ts), so the wizard's texts travel only with it.
 */
export const ACCOUNT_AREA: CatalogArea = {
  name: 'account',
  en,
  others: {
    es: () => import('../catalogs/account/es.json'),
    'pt-BR': () => import('../catalogs/account/pt-BR.json'),
    fr: () => import('../catalogs/account/fr.json'),
    ar: () => import('../catalogs/account/ar.json'),
  },
};

export type AccountMessageId = keyof typeof en;

export const useAccountT = () => useAreaT<AccountMessageId>(ACCOUNT_AREA);
