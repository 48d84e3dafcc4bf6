import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TPlayerDetails } from '@scouting/contract';

/** The part of the application taken from the player's profile as it is now (read-only here). */
export function ProfileSnapshot({ details }: { details: TPlayerDetails }) {
  const facts: Array<[string, string]> = [
    ['Full name', details.fullName],
    ['Date of birth', details.dob ?? '—'],
    ['Nationality', details.country ?? '—'],
    ['Positions', `${details.primaryPosition} / ${details.secondaryPosition}`],
    ['Height', `${details.height} m`],
    ['Weight', `${details.weight} kg`],
    ['Preferred foot', details.preferredFoot],
    ['Current club', `${details.currentClub} (${details.clubCountry})`],
    ['Previous club', details.previousClub],
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="sm" c="dimmed">
              {term}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
        <div>
          <Text component="dt" size="sm" c="dimmed">
            Transfermarkt link
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {details.transfermarktUrl ? (
              <Anchor href={details.transfermarktUrl} target="_blank" rel="noopener noreferrer">
                {details.transfermarktUrl}
              </Anchor>
            ) : (
              '—'
            )}
          </Text>
        </div>
      </SimpleGrid>
      <Text size="sm">To change these details, edit your profile before you apply.</Text>
    </Stack>
  );
}
