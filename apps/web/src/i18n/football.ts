import { POSITION_NAMES, SPECIFIC_POSITIONS } from '@scouting/contract/constants';
import en from './catalogs/football/en.json';
import type { CatalogArea } from './i18n.ts';
import { useAreaT } from './language-provider.tsx';

/**
 * The game's own words, shown on many page groups (docs/product.md#languages: position names are translated, with
 * their codes): a catalog area of its own, loaded with the first page that names a position.
 */
export const FOOTBALL_AREA: CatalogArea = {
  name: 'football',
  en,
  others: {
    es: () => import('./catalogs/football/es.json'),
    'pt-BR': () => import('./catalogs/football/pt-BR.json'),
    fr: () => import('./catalogs/football/fr.json'),
    ar: () => import('./catalogs/football/ar.json'),
  },
};

type FootballMessageId = keyof typeof en;

const isPositionCode = (code: string): code is keyof typeof POSITION_NAMES => code in POSITION_NAMES;

/** "CDM · Defensive midfielder" in the language shown (the contract's `positionLabel`, translated). */
export function usePositionLabel(): (code: string) => string {
  const t = useAreaT<FootballMessageId>(FOOTBALL_AREA);
  return (code) => (isPositionCode(code) ? `${code} · ${t(`football.position.${code}`)}` : code);
}

/** The positions as a Select's choices: the code is the value, the label names it in the language shown. */
export function usePositionOptions(): { value: string; label: string }[] {
  const label = usePositionLabel();
  return SPECIFIC_POSITIONS.map((value) => ({ value, label: label(value) }));
}

const isFoot = (foot: string): foot is 'Left' | 'Right' => foot === 'Left' || foot === 'Right';

/** The preferred foot in the language shown; anything else as stored. */
export function useFootLabel(): (foot: string) => string {
  const t = useAreaT<FootballMessageId>(FOOTBALL_AREA);
  return (foot) => (isFoot(foot) ? t(`football.foot.${foot}`) : foot);
}
