import type { TGeneralPosition } from '@scouting/contract/constants';
import type { TOpportunityType } from '@scouting/contract/opportunities';
import en from '../catalogs/opportunities/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The catalog of the opportunity pages: a player's opportunities and favourites, the post form, the poster's own posts (/view-posts) (decision 036). */
export const OPPORTUNITIES_AREA: CatalogArea = {
  name: 'opportunities',
  en,
  others: {
    es: () => import('../catalogs/opportunities/es.json'),
    'pt-BR': () => import('../catalogs/opportunities/pt-BR.json'),
    fr: () => import('../catalogs/opportunities/fr.json'),
    ar: () => import('../catalogs/opportunities/ar.json'),
  },
};

export type OpportunitiesMessageId = keyof typeof en;

export const useOpportunitiesT = () => useAreaT<OpportunitiesMessageId>(OPPORTUNITIES_AREA);

/** A post's type by its stored value (the value stays English; the label is translated). */
export const OPPORTUNITY_TYPE_IDS = {
  Trial: 'opportunities.type.trial',
  Contract: 'opportunities.type.contract',
  'Showcase or event': 'opportunities.type.showcase',
  'Academy place': 'opportunities.type.academy',
} as const satisfies Record<TOpportunityType, OpportunitiesMessageId>;

/** A post's general-position filter by its stored value. */
export const GENERAL_POSITION_IDS = {
  'Goal Keepers': 'opportunities.generalPosition.goalkeepers',
  Defenders: 'opportunities.generalPosition.defenders',
  Midfielders: 'opportunities.generalPosition.midfielders',
  'Forwards/Attackers': 'opportunities.generalPosition.forwards',
} as const satisfies Record<TGeneralPosition, OpportunitiesMessageId>;

/** The id naming a stored general position, or undefined for a value the list does not have. */
export function generalPositionId(value: string): OpportunitiesMessageId | undefined {
  return Object.hasOwn(GENERAL_POSITION_IDS, value) ? GENERAL_POSITION_IDS[value as TGeneralPosition] : undefined;
}
