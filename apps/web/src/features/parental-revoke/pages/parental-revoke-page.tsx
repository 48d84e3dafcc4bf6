import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { revokeLinkQueryOptions } from '../api/get-revoke-link.ts';
import { RevokeDetails } from '../components/revoke-details.tsx';

/** `/parental-revoke?token=…`: the link in the parent's approval mail; no account needed. */
export function ParentalRevokePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Stack gap="lg" w="100%" maw={560} mx="auto">
      <PageTitle>Withdraw an approval</PageTitle>
      <Title order={1}>Withdraw an approval</Title>
      <Text>
        You receive this page because an agent asked to message your child on Scouting Network and our admins approved
        it.
      </Text>
      {token ? <RevokeLink token={token} /> : <Alert color="red">{MESSAGES.parentalRevokeInvalid}</Alert>}
    </Stack>
  );
}

function RevokeLink({ token }: { token: string }) {
  const link = useQuery(revokeLinkQueryOptions(token));
  if (link.isPending) return <Skeleton height={200} aria-label="Loading" />;
  if (link.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(link.error)}
      </Alert>
    );
  }
  return <RevokeDetails token={token} info={link.data} />;
}
