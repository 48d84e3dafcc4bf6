import { Alert, Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { agentProfileQueryOptions } from '../../../api/agent-details.ts';
import { errorMessage } from '../../../api/client.ts';
import { playerDetailsQueryOptions } from '../../../api/player-details.ts';
import { ListError } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { OfferForm } from '../components/offer-form.tsx';

/** `?applicationId=N`: the offer answers that application to the agent's post (docs/product.md#representation). */
function useApplicationId(): number | undefined {
  const id = Number(useSearchParams()[0].get('applicationId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * `/offer-to-sign/{playerId}` (docs/product.md#representation), reached from a player's profile or an application: the
 * player named at the top, the minor's rule, and the form; an agent whose licence is not verified
 * is told so instead of filling in a form the server would refuse.
 */
export function OfferToSignPage() {
  const playerId = Number(useParams().playerId);
  const applicationId = useApplicationId();
  const member = useMember();
  const navigate = useNavigate();
  const player = useQuery(playerDetailsQueryOptions(playerId));
  const agent = useQuery(agentProfileQueryOptions(member.id));
  const failed = player.isError ? player : agent.isError ? agent : null;
  const t = useRepresentationT();
  const sentence = useSentence();
  const title = t('representation.offerToSign');

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle>
        {player.data ? t('representation.offerToSignFor', { name: isolate(player.data.fullName) }) : title}
      </PageTitle>
      <Title order={1}>{title}</Title>
      {failed ? (
        <ListError message={sentence(errorMessage(failed.error))} onRetry={() => failed.refetch()} />
      ) : !player.data || !agent.data ? (
        <Stack gap="md" role="status" aria-label={t('representation.offerToSign.loading')}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={320} />
        </Stack>
      ) : (
        <>
          <Text size="lg">
            {t('representation.offerToSign.intro')}{' '}
            <Anchor component={Link} to={`/player-profile/${player.data.id}`} fw={600}>
              <bdi>{player.data.fullName}</bdi>
            </Anchor>
          </Text>
          {player.data.isUnderage ? (
            <Alert color="yellow" variant="light">
              {sentence(REPRESENTATION_MESSAGES.minorRule)}
            </Alert>
          ) : null}
          {agent.data.isVerified ? (
            <Card withBorder padding="lg">
              <OfferForm
                playerId={player.data.id}
                applicationId={applicationId}
                onCancel={() => navigate(`/player-profile/${playerId}`)}
              />
            </Card>
          ) : (
            <Stack align="flex-start">
              <Alert color="yellow" variant="light" role="alert">
                {sentence(REPRESENTATION_MESSAGES.needsVerification)}
              </Alert>
              <Button component={Link} to="/agent-dashboard" variant="default">
                {t('representation.goToDashboard')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
