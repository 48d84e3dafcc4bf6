import { Stack, Text } from '@mantine/core';
import type { TPlayerDetails } from '@scouting/contract';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';

/** The part of the application taken from the player's profile as it is now (read-only here). */
export function ProfileSnapshot({ details }: { details: TPlayerDetails }) {
  const facts: Fact[] = [
    ['Full name', details.fullName],
    ['Date of birth', details.dob],
    ['Nationality', details.country],
    ['Positions', `${details.primaryPosition} / ${details.secondaryPosition}`],
    ['Height', `${details.height} m`],
    ['Weight', `${details.weight} kg`],
    ['Preferred foot', details.preferredFoot],
    ['Current club', `${details.currentClub} (${details.clubCountry})`],
    ['Previous club', details.previousClub],
    [
      'Transfermarkt link',
      details.transfermarktUrl ? <ExternalLink key="transfermarkt" href={details.transfermarktUrl} /> : null,
    ],
  ];
  return (
    <Stack gap="xs">
      <FactList facts={facts} density="compact" />
      <Text size="sm">To change these details, edit your profile before you apply.</Text>
    </Stack>
  );
}
