import { Alert, Button, Card, List, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TParentalRevokeInfo } from '@scouting/contract/schemas/underage';
import { errorMessage } from '../../../api/client.ts';
import { useConsentT } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useRevokeApproval } from '../api/revoke-approval.ts';

type RevokeDetailsProps = { token: string; info: TParentalRevokeInfo };

/**
 * Who asked to contact the child and why, and the one button that withdraws the approval. The
 * link alone never revokes: a mail scanner may open it (docs/product.md#contact-requests).
 */
export function RevokeDetails({ token, info }: RevokeDetailsProps) {
  const t = useConsentT();
  const sentence = useSentence();
  const revoke = useRevokeApproval(token);
  if (revoke.isSuccess) {
    return (
      <Alert color="pitch" role="status" title={t('consent.revoke.withdrawn')}>
        {sentence(revoke.data.message)}
      </Alert>
    );
  }
  if (info.state === 'used') return <Alert color="blue">{sentence(MESSAGES.parentalRevokeUsed)}</Alert>;
  if (info.state === 'expired') return <Alert color="yellow">{sentence(MESSAGES.parentalRevokeExpired)}</Alert>;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="revoke-details-title">
      <Stack gap="md">
        <Text id="revoke-details-title" fw={700}>
          {t('consent.revoke.heading', { childFirstName: isolate(info.childFirstName) })}
        </Text>
        <List spacing="xs">
          <List.Item>{t('consent.revoke.agent', { agentName: isolate(info.agentName) })}</List.Item>
          <List.Item>
            {t('consent.revoke.agency', {
              agencyName: info.agencyName ? isolate(info.agencyName) : t('consent.revoke.notGiven'),
            })}
          </List.Item>
          <List.Item style={{ overflowWrap: 'anywhere' }}>
            {t('consent.revoke.message', {
              requestMessage: info.requestMessage ? isolate(info.requestMessage) : t('consent.revoke.noneGiven'),
            })}
          </List.Item>
        </List>
        <Text>{t('consent.revoke.kept', { childFirstName: isolate(info.childFirstName) })}</Text>
        {revoke.isError ? (
          <Alert color="red" role="alert">
            {sentence(revoke.error ? errorMessage(revoke.error) : MESSAGES.parentalRevokeFailed)}
          </Alert>
        ) : null}
        <Button
          color="red"
          onClick={() => revoke.mutate()}
          loading={revoke.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('consent.revoke.button')}
        </Button>
      </Stack>
    </Card>
  );
}
