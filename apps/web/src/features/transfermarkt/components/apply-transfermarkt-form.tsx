import { Alert, Button, Fieldset, FileInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { UPLOAD_RULES } from '@scouting/contract/uploads';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { UploadProgressBar } from '../../../components/upload-progress-bar.tsx';
import { useFieldError } from '../../../i18n/areas/member.ts';
import { useInputProps, useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useApplyTransfermarkt } from '../api/apply-transfermarkt.ts';
import { type ApplyValues, initialApplyValues, toFormData, validateApplyValues } from './apply-form-values.ts';
import { ClubHistoryFields } from './club-history-fields.tsx';
import { ProfileSnapshot } from './profile-snapshot.tsx';

const DOCUMENTS = UPLOAD_RULES.tm_government_id.accept;

/** The listing application (docs/product.md#transfermarkt): checked with the contract's rules before anything is uploaded. */
export function ApplyTransfermarktForm({ details }: { details: TPlayerDetails }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useApplyTransfermarkt(setProgress);
  const t = useTransfermarktT();
  const sentence = useSentence();
  const fieldError = useFieldError();
  const form = useForm<ApplyValues>({
    initialValues: initialApplyValues(details),
    validate: validateApplyValues,
  });
  const inputProps = useInputProps(form);

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      setProgress(0);
      apply.mutate(toFormData(values), {
        onSuccess: () => {
          notifications.show({
            color: 'pitch',
            message: t('transfermarkt.sent'),
          });
          navigate('/player-dashboard');
        },
        onError: (error) => {
          // A failed submit must not only be logged: a person still needs to see it and what to fix.
          console.warn('Transfermarkt application failed', error);
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(sentence(errorMessage(error)));
        },
      });
    },
    () => setFailure(t('transfermarkt.fixFields')),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('transfermarkt.fromProfile')} style={{ minWidth: 0 }}>
          <ProfileSnapshot details={details} />
        </Fieldset>

        <Fieldset legend={t('transfermarkt.yourApplication')} style={{ minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <EmailInput label={t('transfermarkt.emailAddress')} {...inputProps('emailAddress')} />
              <TextInput label={t('transfermarkt.leagueName')} required {...inputProps('leagueName')} />
              <TextInput label={t('transfermarkt.clubWebsite')} type="url" {...inputProps('clubWebsite')} />
              <TextInput label={t('transfermarkt.youtubeLink')} type="url" {...inputProps('youtubeLink')} />
            </SimpleGrid>
            <GrowingTextarea
              label={t('transfermarkt.introduction')}
              required
              minRows={3}
              {...inputProps('introduction')}
            />
            <GrowingTextarea
              label={t('transfermarkt.agentDetail')}
              description={t('transfermarkt.agentDetailHelp')}
              minRows={2}
              {...inputProps('agentDetail')}
            />
            <GrowingTextarea
              label={t('transfermarkt.emailBody')}
              description={t('transfermarkt.emailBodyHelp')}
              minRows={3}
              {...inputProps('emailBody')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('transfermarkt.documents')} style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FileInput
              label={t('transfermarkt.governmentId')}
              description={t('transfermarkt.imageOrPdf')}
              accept={DOCUMENTS}
              required
              clearable
              {...inputProps('governmentId')}
            />
            <FileInput
              label={t('transfermarkt.leagueIdCard')}
              description={t('transfermarkt.imageOrPdf')}
              accept={DOCUMENTS}
              required
              clearable
              {...inputProps('leagueIdCard')}
            />
            <FileInput
              label={t('transfermarkt.photo')}
              description={t('transfermarkt.photoHelp')}
              accept={UPLOAD_RULES.tm_photo.accept}
              clearable
              {...inputProps('photo')}
            />
          </SimpleGrid>
        </Fieldset>

        <Stack gap="sm" component="section" aria-labelledby="club-history-heading">
          <Title order={2} size="h3" id="club-history-heading">
            {t('transfermarkt.clubHistory')}
          </Title>
          <ClubHistoryFields form={form} />
          {typeof form.errors.clubHistory === 'string' ? (
            <Text c="red" size="sm">
              {fieldError(form.errors.clubHistory)}
            </Text>
          ) : null}
        </Stack>

        {apply.isPending ? (
          <UploadProgressBar share={progress}>
            {t('transfermarkt.uploading', { percent: Math.round(progress * 100) })}
          </UploadProgressBar>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" title={t('transfermarkt.notSent')}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={apply.isPending}>
            {t('transfermarkt.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
