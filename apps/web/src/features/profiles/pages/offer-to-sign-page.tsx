import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { playerDetailsQueryOptions } from '../../../api/player-details.ts';
import { PageTitle } from '../../../components/page-title.tsx';

/** `/offer-to-sign/{playerId}`: a placeholder page (SPEC §2, §6), reached from a player's profile. */
export function OfferToSignPage() {
  const playerId = Number(useParams().playerId);
  const player = useQuery(playerDetailsQueryOptions(playerId));
  const name = player.data?.fullName ?? 'this player';
  return (
    <Stack gap="sm" align="flex-start">
      <PageTitle>Offer to Sign</PageTitle>
      <Title order={1}>Offer to Sign</Title>
      <Text>Offering to sign {name} through the platform is coming soon.</Text>
      {player.data ? (
        <Anchor component={Link} to={`/player-profile/${player.data.id}`}>
          Back to {player.data.fullName}'s profile
        </Anchor>
      ) : null}
    </Stack>
  );
}
