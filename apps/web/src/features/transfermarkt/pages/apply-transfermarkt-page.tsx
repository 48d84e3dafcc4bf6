import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PATH, MESSAGES } from '@scouting/contract';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { usePlayerDetails } from '../../../api/player-details.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { ApplyTransfermarktForm } from '../components/apply-transfermarkt-form.tsx';

const TITLE = 'Apply for Transfermarkt Listing';

/** `/apply-transfermarkt/{userId}` (SPEC §2): a player applies for themself only (the server checks too). */
export function ApplyTransfermarktPage() {
  const member = useMember();
  const userId = Number(useParams().userId);
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      {userId === member.id ? (
        <ApplyContent playerId={member.id} />
      ) : (
        <Stack align="flex-start">
          <Alert color="red" title={MESSAGES.notAuthorisedTitle}>
            You can only apply for yourself.
          </Alert>
          <Button component={Link} to={`/apply-transfermarkt/${member.id}`}>
            Open my application
          </Button>
          <Button component={Link} to={DASHBOARD_PATH[member.role]} variant="default">
            Go to my dashboard
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function ApplyContent({ playerId }: { playerId: number }) {
  const details = usePlayerDetails(playerId);
  return (
    <>
      <Alert color="blue" title="What happens next">
        <Text size="sm">
          We forward your application to Transfermarkt's data team, who decide on listing. An admin of{' '}
          {MESSAGES.productName} checks it first and may reject it with a reason; you get a notification either way.
        </Text>
      </Alert>
      {details.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your profile">
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      ) : details.isError ? (
        <Stack align="flex-start">
          <Alert color="red">{errorMessage(details.error)}</Alert>
          <Button onClick={() => details.refetch()}>Try again</Button>
        </Stack>
      ) : (
        <ApplyTransfermarktForm details={details.data} />
      )}
    </>
  );
}
