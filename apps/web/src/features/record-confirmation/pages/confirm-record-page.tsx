import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CareerTable } from '../../../shared/career-table.tsx';
import { CoachLinkAlert } from '../../../shared/coach-link-alert.tsx';
import { useAnswerConfirmation, useConfirmationLink, useCorrectRecord } from '../api/record-confirmation.ts';
import { CorrectionForm } from '../components/correction-form.tsx';

/**
 * `/confirm-record?token=…` (docs/product.md#a-coach-confirms): the page behind the coach's mail. No
 * account: the token is the only key. The coach sees who asked and the lines, then confirms them,
 * declines, or corrects the numbers (the player then accepts or rejects the correction).
 */
export function ConfirmRecordPage() {
  const t = useCareerT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useConfirmationLink(token);
  const answer = useAnswerConfirmation(token);
  const correct = useCorrectRecord(token);
  const [correcting, setCorrecting] = useState(false);
  const data = link.data;
  const answered = answer.data ?? correct.data;
  const correctionError =
    correct.error && isApiError(correct.error) && correct.error.status === 400 ? errorMessage(correct.error) : null;
  return (
    <Stack gap="lg" w="100%" maw={760} mx="auto">
      <PageTitle>{t('career.confirm.title')}</PageTitle>
      <Title order={1}>{t('career.confirm.title')}</Title>
      {!token ? <Alert color="red">{sentence(CONFIRMATION_MESSAGES.linkNotFound)}</Alert> : null}
      {token && link.isPending ? <Skeleton height={200} aria-label={t('career.confirm.loading')} /> : null}
      {link.isError ? <Alert color="red">{sentence(errorMessage(link.error))}</Alert> : null}
      {answered ? (
        <Alert color="green" role="status">
          {sentence(answered.message)}
        </Alert>
      ) : null}
      {answer.isError ? <Alert color="red">{sentence(errorMessage(answer.error))}</Alert> : null}
      {correct.isError && !correctionError ? <Alert color="red">{sentence(errorMessage(correct.error))}</Alert> : null}
      {data ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Text>
              {t('career.confirm.intro', {
                playerName: isolate(data.playerName),
                coachName: isolate(data.coachName),
                coachRole: isolate(data.coachRole),
                club: isolate(data.entry.club),
              })}
            </Text>
            <CareerTable career={{ entries: [data.entry], note: null }} headingOrder={3} />
            {data.link === 'valid' && !answered && correcting ? (
              <CorrectionForm
                entry={data.entry}
                pending={correct.isPending}
                error={correctionError}
                onSend={(seasons) => correct.mutate(seasons)}
                onCancel={() => setCorrecting(false)}
              />
            ) : null}
            {data.link === 'valid' && !answered && !correcting ? (
              <Group>
                <Button
                  loading={answer.isPending && answer.variables === 'confirm'}
                  onClick={() => answer.mutate('confirm')}
                >
                  {t('career.confirm.confirm')}
                </Button>
                <Button
                  variant="default"
                  loading={answer.isPending && answer.variables === 'decline'}
                  onClick={() => answer.mutate('decline')}
                >
                  {t('career.confirm.decline')}
                </Button>
                <Button variant="default" onClick={() => setCorrecting(true)}>
                  {t('career.confirm.correct')}
                </Button>
              </Group>
            ) : null}
            <CoachLinkAlert link={data.link} answered={Boolean(answered)} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
