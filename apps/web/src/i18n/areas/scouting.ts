import type { TScoutReportVerdict } from '@scouting/contract/scout-reports';
import en from '../catalogs/scouting/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The catalog of the scouting reports (/scout-reports, a report's page and form), the player's
 * /my-feedback, and the reports shown on a profile and a shortlist entry (decision 036).
 */
export const SCOUTING_AREA: CatalogArea = {
  name: 'scouting',
  en,
  others: {
    es: () => import('../catalogs/scouting/es.json'),
    'pt-BR': () => import('../catalogs/scouting/pt-BR.json'),
    fr: () => import('../catalogs/scouting/fr.json'),
    ar: () => import('../catalogs/scouting/ar.json'),
  },
};

export type ScoutingMessageId = keyof typeof en;

export const useScoutingT = () => useAreaT<ScoutingMessageId>(SCOUTING_AREA);

const VERDICT_IDS = {
  Sign: 'scouting.verdict.sign',
  Monitor: 'scouting.verdict.monitor',
  'Not for us': 'scouting.verdict.notForUs',
} as const satisfies Record<TScoutReportVerdict, ScoutingMessageId>;

/** A verdict in the reader's language. */
export function useVerdictLabel(): (verdict: TScoutReportVerdict) => string {
  const t = useScoutingT();
  return (verdict) => t(VERDICT_IDS[verdict]);
}

/** A member's role as the reports name it; a role the catalog does not know is shown as it is. */
export function useReportRoleLabel(): (role: string) => string {
  const t = useScoutingT();
  return (role) => {
    const id = `scouting.role.${role}`;
    return id in en ? t(id as ScoutingMessageId) : role;
  };
}

/** A corner's or an attribute's name in the reader's language, else the contract's English label. */
export function useScoutLabel(): (kind: 'corner' | 'attr', key: string, fallback: string) => string {
  const t = useScoutingT();
  return (kind, key, fallback) => {
    const id = `scouting.${kind}.${key}`;
    return id in en ? t(id as ScoutingMessageId) : fallback;
  };
}
