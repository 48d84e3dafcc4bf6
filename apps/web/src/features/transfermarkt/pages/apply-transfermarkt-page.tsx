import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { usePlayerDetails } from '../../../api/player-details.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ApplyTransfermarktForm } from '../components/apply-transfermarkt-form.tsx';

/** `/apply-transfermarkt/{userId}` (docs/product.md#transfermarkt): a player applies for themself only (the server checks too). */
export function ApplyTransfermarktPage() {
  const member = useMember();
  const userId = Number(useParams().userId);
  const t = useTransfermarktT();
  const sentence = useSentence();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>{t('transfermarkt.applyTitle')}</PageTitle>
      <Title order={1}>{t('transfermarkt.applyTitle')}</Title>
      {userId === member.id ? (
        <ApplyContent playerId={member.id} />
      ) : (
        <Stack align="flex-start">
          <Alert color="red" title={sentence(MESSAGES.notAuthorisedTitle)}>
            {t('transfermarkt.onlyYourself')}
          </Alert>
          <Button component={Link} to={`/apply-transfermarkt/${member.id}`}>
            {t('transfermarkt.openMyApplication')}
          </Button>
          <Button component={Link} to={DASHBOARD_PATH[member.role]} variant="default">
            {t('transfermarkt.goToDashboard')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function ApplyContent({ playerId }: { playerId: number }) {
  const details = usePlayerDetails(playerId);
  const t = useTransfermarktT();
  const sentence = useSentence();
  return (
    <>
      <Alert color="blue" title={t('transfermarkt.whatNext')}>
        <Text size="sm">{t('transfermarkt.whatNextText', { productName: sentence(MESSAGES.productName) })}</Text>
      </Alert>
      {details.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('transfermarkt.loadingProfile')}>
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      ) : details.isError ? (
        <Stack align="flex-start">
          <Alert color="red">{sentence(errorMessage(details.error))}</Alert>
          <Button onClick={() => details.refetch()}>{t('transfermarkt.tryAgain')}</Button>
        </Stack>
      ) : (
        <ApplyTransfermarktForm details={details.data} />
      )}
    </>
  );
}
