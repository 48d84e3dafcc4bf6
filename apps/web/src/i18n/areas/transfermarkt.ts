import type { UseFormReturnType } from '@mantine/form';
import type { LEAGUE_TIERS, POSITIONS_PLAYED } from '@scouting/contract/transfermarkt';
import en from '../catalogs/transfermarkt/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';
import { useFieldError } from './member.ts';

/**
 * The Transfermarkt pages' catalog (decision 036): a player's application to be listed, the link on
 * their dashboard and profile, and the admins' review of the applications.
 */
export const TRANSFERMARKT_AREA: CatalogArea = {
  name: 'transfermarkt',
  en,
  others: {
    es: () => import('../catalogs/transfermarkt/es.json'),
    'pt-BR': () => import('../catalogs/transfermarkt/pt-BR.json'),
    fr: () => import('../catalogs/transfermarkt/fr.json'),
    ar: () => import('../catalogs/transfermarkt/ar.json'),
  },
};

export type TransfermarktMessageId = keyof typeof en;

export const useTransfermarktT = () => useAreaT<TransfermarktMessageId>(TRANSFERMARKT_AREA);

/** The league tiers and positions of a club spell, named in the catalog (their values stay the contract's English). */
export const LEAGUE_TIER_LABEL: Record<(typeof LEAGUE_TIERS)[number], TransfermarktMessageId> = {
  'Top Tier': 'transfermarkt.tier.topTier',
  'Second Division': 'transfermarkt.tier.secondDivision',
  Academy: 'transfermarkt.tier.academy',
  Youth: 'transfermarkt.tier.youth',
};

export const POSITION_PLAYED_LABEL: Record<(typeof POSITIONS_PLAYED)[number], TransfermarktMessageId> = {
  Goalkeeper: 'transfermarkt.played.goalkeeper',
  Defender: 'transfermarkt.played.defender',
  Midfielder: 'transfermarkt.played.midfielder',
  Forward: 'transfermarkt.played.forward',
};

const LABELS: Readonly<Record<string, TransfermarktMessageId>> = { ...LEAGUE_TIER_LABEL, ...POSITION_PLAYED_LABEL };

/** A club spell's tier or position in the language shown (any other value as it came). */
export function useClubValueLabel(): (value: string) => string {
  const t = useTransfermarktT();
  return (value) => {
    const id = LABELS[value];
    return id ? t(id) : value;
  };
}

/** `form.getInputProps` with the field's error in the language shown. */
export function useInputProps<Values>(
  form: UseFormReturnType<Values>,
): (
  path: string,
  options?: Parameters<UseFormReturnType<Values>['getInputProps']>[1],
) => ReturnType<UseFormReturnType<Values>['getInputProps']> {
  const fieldError = useFieldError();
  return (path, options) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: fieldError(props.error) };
  };
}
