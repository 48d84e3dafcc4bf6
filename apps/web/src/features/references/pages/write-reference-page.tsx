import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { isolateTexts } from '@scouting/contract/bidi-isolate';
import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import { REFERENCE_MAX_CHARS } from '@scouting/contract/references';
import { ZReferenceWriteBody } from '@scouting/contract/schemas/references';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CoachLinkAlert } from '../../../shared/coach-link-alert.tsx';
import { useReferenceLink, useWriteReference } from '../api/references.ts';

/**
 * `/write-reference?token=…` (docs/product.md#references): the page behind the coach's mail. No account:
 * the token is the only key. The coach sees who asked and as whom, then writes a few lines, once.
 */
export function WriteReferencePage() {
  const t = useCareerT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useReferenceLink(token);
  const write = useWriteReference(token);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = link.data;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = ZReferenceWriteBody.safeParse({ token, text });
    if (!checked.success) {
      setError(checked.error.issues.find((issue) => issue.path[0] === 'text')?.message ?? null);
      return;
    }
    setError(null);
    write.mutate(checked.data.text, {
      onError: (failure) => {
        if (isApiError(failure) && failure.fields?.text) setError(failure.fields.text);
      },
    });
  };
  return (
    <Stack gap="lg" w="100%" maw={760} mx="auto">
      <PageTitle>{t('career.write.title')}</PageTitle>
      <Title order={1}>{t('career.write.title')}</Title>
      {!token ? <Alert color="red">{sentence(CONFIRMATION_MESSAGES.linkNotFound)}</Alert> : null}
      {token && link.isPending ? <Skeleton height={200} aria-label={t('career.write.loading')} /> : null}
      {link.isError ? <Alert color="red">{sentence(errorMessage(link.error))}</Alert> : null}
      {write.data ? (
        <Alert color="green" role="status">
          {sentence(write.data.message)}
        </Alert>
      ) : null}
      {write.isError && !error ? <Alert color="red">{sentence(errorMessage(write.error))}</Alert> : null}
      {data ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Text>{t('career.write.intro', isolateTexts(data))}</Text>
            {data.link === 'valid' && !write.data ? (
              <form onSubmit={submit} noValidate aria-label={t('career.write.title')}>
                <Stack gap="sm">
                  <Textarea
                    label={t('career.write.text')}
                    description={t('career.write.hint', { max: REFERENCE_MAX_CHARS })}
                    required
                    autosize
                    minRows={5}
                    maxLength={REFERENCE_MAX_CHARS}
                    value={text}
                    onChange={(event) => setText(event.currentTarget.value)}
                    error={error ? sentence(error) : undefined}
                  />
                  <Group>
                    <Button type="submit" loading={write.isPending}>
                      {t('career.write.send')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : null}
            <CoachLinkAlert link={data.link} answered={Boolean(write.data)} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
