import { Stack, Text } from '@mantine/core';
import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';
import { useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { useFootLabel, usePositionLabel } from '../../../i18n/football.ts';

/** The part of the application taken from the player's profile as it is now (read-only here). */
export function ProfileSnapshot({ details }: { details: TPlayerDetails }) {
  const t = useTransfermarktT();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  const footLabel = useFootLabel();
  const facts: Fact[] = [
    [t('transfermarkt.fact.fullName'), details.fullName],
    [t('transfermarkt.fact.dob'), details.dob],
    [t('transfermarkt.fact.nationality'), details.country && countryName(details.country)],
    [
      t('transfermarkt.fact.positions'),
      `${positionLabel(details.primaryPosition)} / ${positionLabel(details.secondaryPosition)}`,
    ],
    [t('transfermarkt.fact.height'), `${details.height} m`],
    [t('transfermarkt.fact.weight'), `${details.weight} kg`],
    [t('transfermarkt.fact.preferredFoot'), details.preferredFoot && footLabel(details.preferredFoot)],
    [
      t('transfermarkt.fact.currentClub'),
      `${details.currentClub} (${details.clubCountry && countryName(details.clubCountry)})`,
    ],
    [t('transfermarkt.fact.previousClub'), details.previousClub],
    [
      t('transfermarkt.fact.link'),
      details.transfermarktUrl ? <ExternalLink key="transfermarkt" href={details.transfermarktUrl} /> : null,
    ],
  ];
  return (
    <Stack gap="xs">
      <FactList facts={facts} density="compact" />
      <Text size="sm">{t('transfermarkt.snapshotHelp')}</Text>
    </Stack>
  );
}
