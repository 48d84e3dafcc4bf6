import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useNumberFormat } from '../../../i18n/intl-formats.ts';
import { useAvailabilityLabel, useContractMonth } from '../../../shared/player-availability.tsx';

/**
 * The read-only details of a player (docs/product.md#every-members-pages), as label and value pairs.
 * The previous club is not among them: the record below shows it, as the entry registration made (decision 066).
 */
export function PlayerFacts({ player }: { player: TPlayerDetails }) {
  const t = useProfilesT();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  // 1.82 m in English, 1,82 m in French: the number as the language writes it, no grouping.
  const number = useNumberFormat({ maximumFractionDigits: 10, useGrouping: false });
  const contractMonth = useContractMonth();
  const availabilityLabel = useAvailabilityLabel();
  const relocation =
    player.relocation === 'anywhere'
      ? t('profiles.relocationAnywhere')
      : player.relocation.map((country) => countryName(country)).join(', ');
  const facts: Fact[] = [
    [t('profiles.field.age'), player.age],
    [t('profiles.field.country'), player.country && countryName(player.country)],
    [t('profiles.field.primaryPosition'), player.primaryPosition && positionLabel(player.primaryPosition)],
    [t('profiles.field.secondaryPosition'), player.secondaryPosition && positionLabel(player.secondaryPosition)],
    [t('profiles.field.currentClub'), player.currentClub],
    [t('profiles.field.clubCountry'), player.clubCountry && countryName(player.clubCountry)],
    [t('profiles.field.status'), t(`profiles.playerStatus.${player.status}`)],
    [t('profiles.field.preferredFoot'), t(`profiles.foot.${player.preferredFoot}`)],
    [t('profiles.field.height'), t('profiles.heightValue', { height: number.format(player.height) })],
    [t('profiles.field.weight'), t('profiles.weightValue', { weight: number.format(player.weight) })],
    [t('profiles.field.strength'), player.playerStrength],
    // docs/product.md#availability: "Contract until Jun 2026" in the reader's language.
    [
      t('profiles.field.contractUntil'),
      player.contractUntil ? contractMonth(player.contractUntil) : t('profiles.notSaid'),
    ],
    [
      t('profiles.field.availability'),
      player.availability ? availabilityLabel(player.availability) : t('profiles.notSaid'),
    ],
    [t('profiles.field.relocation'), relocation || t('profiles.notSaid')],
  ];
  if (player.dob) facts.splice(1, 0, [t('profiles.field.dob'), player.dob]);
  if (player.emailAddress) facts.push([t('profiles.field.email'), player.emailAddress]);
  return <FactList facts={facts} />;
}
