import {
  Alert,
  Button,
  Fieldset,
  FileInput,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TPlayerDetails, UPLOAD_RULES } from '@scouting/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useApplyTransfermarkt } from '../api/apply-transfermarkt.ts';
import { type ApplyValues, initialApplyValues, toFormData, validateApplyValues } from './apply-form-values.ts';
import { ClubHistoryFields } from './club-history-fields.tsx';
import { ProfileSnapshot } from './profile-snapshot.tsx';

const DOCUMENTS = UPLOAD_RULES.tm_government_id.accept;

/** The listing application of SPEC §2/§5: checked with the contract's rules before anything is uploaded. */
export function ApplyTransfermarktForm({ details }: { details: TPlayerDetails }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useApplyTransfermarkt(setProgress);
  const form = useForm<ApplyValues>({
    initialValues: initialApplyValues(details),
    validate: validateApplyValues,
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      setProgress(0);
      apply.mutate(toFormData(values), {
        onSuccess: () => {
          notifications.show({
            color: 'pitch',
            message: 'Your application has been sent. You will get a notification when it has been reviewed.',
          });
          navigate('/player-dashboard');
        },
        onError: (error) => {
          // SPEC §8 only logs a failed submit; a person still needs to see it and what to fix.
          console.warn('Transfermarkt application failed', error);
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(errorMessage(error));
        },
      });
    },
    () => setFailure('Some fields need your attention: see the messages next to them.'),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend="From your profile" style={{ minWidth: 0 }}>
          <ProfileSnapshot details={details} />
        </Fieldset>

        <Fieldset legend="Your application" style={{ minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <EmailInput label="E-mail address" {...form.getInputProps('emailAddress')} />
              <TextInput label="League name" required {...form.getInputProps('leagueName')} />
              <TextInput label="Club website" type="url" {...form.getInputProps('clubWebsite')} />
              <TextInput label="YouTube link" type="url" {...form.getInputProps('youtubeLink')} />
            </SimpleGrid>
            <Textarea label="Introduction" required autosize minRows={3} {...form.getInputProps('introduction')} />
            <Textarea
              label="Agent detail"
              description="Your agent's name and contact, if you have one"
              autosize
              minRows={2}
              {...form.getInputProps('agentDetail')}
            />
            <Textarea
              label="E-mail body"
              description="A personal message to Transfermarkt's data team; it opens the forwarded e-mail"
              autosize
              minRows={3}
              {...form.getInputProps('emailBody')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Documents" style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FileInput
              label="Government ID"
              description="An image or a PDF"
              accept={DOCUMENTS}
              required
              clearable
              {...form.getInputProps('governmentId')}
            />
            <FileInput
              label="League ID card"
              description="An image or a PDF"
              accept={DOCUMENTS}
              required
              clearable
              {...form.getInputProps('leagueIdCard')}
            />
            <FileInput
              label="Photo"
              description="Optional: an image of you"
              accept={UPLOAD_RULES.tm_photo.accept}
              clearable
              {...form.getInputProps('photo')}
            />
          </SimpleGrid>
        </Fieldset>

        <Stack gap="sm" component="section" aria-labelledby="club-history-heading">
          <Title order={2} size="h3" id="club-history-heading">
            Club history
          </Title>
          <ClubHistoryFields form={form} />
          {typeof form.errors.clubHistory === 'string' ? (
            <Text c="red" size="sm">
              {form.errors.clubHistory}
            </Text>
          ) : null}
        </Stack>

        {apply.isPending ? (
          <Stack gap={4}>
            <Text size="sm" id="upload-progress-label">
              Uploading your application… {Math.round(progress * 100)}%
            </Text>
            <Progress value={progress * 100} aria-labelledby="upload-progress-label" animated />
          </Stack>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" title="Your application was not sent">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={apply.isPending}>
            Send application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
