import en from '../catalogs/messaging/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The catalog of messaging: the dashboard's inbox, the messages modal, the Message button and the underage request (decision 036). */
export const MESSAGING_AREA: CatalogArea = {
  name: 'messaging',
  en,
  others: {
    es: () => import('../catalogs/messaging/es.json'),
    'pt-BR': () => import('../catalogs/messaging/pt-BR.json'),
    fr: () => import('../catalogs/messaging/fr.json'),
    ar: () => import('../catalogs/messaging/ar.json'),
  },
};

export type MessagingMessageId = keyof typeof en;

export const useMessagingT = () => useAreaT<MessagingMessageId>(MESSAGING_AREA);
