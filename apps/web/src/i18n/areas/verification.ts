import en from '../catalogs/verification/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The agent's own verification page's catalog (decision 036): the request form and what it says. */
export const VERIFICATION_AREA: CatalogArea = {
  name: 'verification',
  en,
  others: {
    es: () => import('../catalogs/verification/es.json'),
    'pt-BR': () => import('../catalogs/verification/pt-BR.json'),
    fr: () => import('../catalogs/verification/fr.json'),
    ar: () => import('../catalogs/verification/ar.json'),
  },
};

export type VerificationMessageId = keyof typeof en;

export const useVerificationT = () => useAreaT<VerificationMessageId>(VERIFICATION_AREA);
