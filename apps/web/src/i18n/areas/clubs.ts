import en from '../catalogs/clubs/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useDateTimeFormat } from '../intl-formats.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of verified clubs and their requirements (docs/product.md#club-needs, decision 036):
 * the admins' review page, the club's dashboard sections and the agents' `/club-needs` page.
 */
export const CLUBS_AREA: CatalogArea = {
  name: 'clubs',
  en,
  others: {
    es: () => import('../catalogs/clubs/es.json'),
    'pt-BR': () => import('../catalogs/clubs/pt-BR.json'),
    fr: () => import('../catalogs/clubs/fr.json'),
    ar: () => import('../catalogs/clubs/ar.json'),
  },
};

export type ClubsMessageId = keyof typeof en;

export const useClubsT = () => useAreaT<ClubsMessageId>(CLUBS_AREA);

/** A day in the language shown; a requirement's deadline is a calendar day, so read in UTC. */
export function useClubsDate(): (iso: string) => string {
  const format = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  return (iso) => format.format(new Date(iso));
}
