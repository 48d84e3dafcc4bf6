import en from '@scouting/contract/catalogs/notices/en.json';
import { noticeValues } from '@scouting/contract/notice-values';
import type { TNotification } from '@scouting/contract/schemas/notifications';
import type { CatalogArea } from './i18n.ts';
import { useAreaT } from './language-provider.tsx';

/**
 * The bell's sentences (docs/product.md#languages): the contract's catalog, which the server's mails and pushes read
 * too, loaded as a catalog area where a notification is shown.
 */
export const NOTICES_AREA: CatalogArea = {
  name: 'notices',
  en,
  others: {
    es: () => import('@scouting/contract/catalogs/notices/es.json'),
    'pt-BR': () => import('@scouting/contract/catalogs/notices/pt-BR.json'),
    fr: () => import('@scouting/contract/catalogs/notices/fr.json'),
    ar: () => import('@scouting/contract/catalogs/notices/ar.json'),
  },
};

type NoticeMessageId = keyof typeof en;

/**
 * A notification's sentence in the language shown: its key with its values, or, for a line written
 * before sentences had keys, its stored English. Members' words in it come isolated (decision 069).
 */
export function useNoticeText(): (notification: Pick<TNotification, 'message' | 'line'>) => string {
  const t = useAreaT<NoticeMessageId>(NOTICES_AREA);
  return ({ message, line }) => (line ? t(`notices.${line.key}`, noticeValues(line.values)) : message);
}
