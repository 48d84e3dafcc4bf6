import en from '../catalogs/dashboards/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';

/** The catalog of the dashboards (player, agent, scout, club, admin), the parent-consent alerts of a minor's dashboard, and the player and video profile pages' own texts (docs/product.md#languages, decision 036). */
export const DASHBOARDS_AREA: CatalogArea = {
  name: 'dashboards',
  en,
  others: {
    es: () => import('../catalogs/dashboards/es.json'),
    'pt-BR': () => import('../catalogs/dashboards/pt-BR.json'),
    fr: () => import('../catalogs/dashboards/fr.json'),
    ar: () => import('../catalogs/dashboards/ar.json'),
  },
};

export type DashboardsMessageId = keyof typeof en;

export const useDashboardsT = () => useAreaT<DashboardsMessageId>(DASHBOARDS_AREA);
