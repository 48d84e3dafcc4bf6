import en from '../catalogs/signup/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of the sign-up page (docs/product.md#languages), loaded with it, never on the first screen (decision
 * 036). Small on purpose: the page's chunk carries what the member pages share (vite.config.ts), so
 * every member page loads it; the later steps have their own area (account.ts).
 */
export const SIGNUP_AREA: CatalogArea = {
  name: 'signup',
  en,
  others: {
    es: () => import('../catalogs/signup/es.json'),
    'pt-BR': () => import('../catalogs/signup/pt-BR.json'),
    fr: () => import('../catalogs/signup/fr.json'),
    ar: () => import('../catalogs/signup/ar.json'),
  },
};

export type SignupMessageId = keyof typeof en;

export const useSignupT = () => useAreaT<SignupMessageId>(SIGNUP_AREA);
