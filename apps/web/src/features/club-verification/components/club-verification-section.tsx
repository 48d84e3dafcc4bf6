import { Alert, Button, Card, FileInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { VERIFICATION_FILE_ACCEPT } from '@scouting/contract/agent-verification';
import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import { MESSAGES } from '@scouting/contract/messages';
import { fileTooLarge, MB, UPLOAD_RULES } from '@scouting/contract/uploads';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { RequestUploadState } from '../../../components/upload-progress-bar.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useFieldError } from '../../../i18n/areas/member.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerifiedBadge } from '../../../shared/verified-badge.tsx';
import { ownClubVerificationQueryOptions, useRequestClubVerification } from '../api/club-verifications.ts';

type Values = { federation: string; registrationNumber: string; document: File | null };

const required = (value: string) => (value.trim() ? null : MESSAGES.fieldRequired);

/**
 * The club's verification on its dashboard (docs/product.md#club-needs): its state, the reason of a
 * denial or revocation, and the request form when it may ask.
 */
export function ClubVerificationSection() {
  const t = useClubsT();
  const sentence = useSentence();
  const own = useQuery(ownClubVerificationQueryOptions());
  const status = own.data?.status;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="club-verification-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="club-verification-heading">
          {t('clubs.verification.sectionTitle')}
        </Title>
        {status === 'verified' ? (
          <Stack gap="xs" align="flex-start">
            <VerifiedBadge />
            <Text size="sm">{t('clubs.verification.youAreVerified')}</Text>
          </Stack>
        ) : null}
        {status === 'pending' ? <Text size="sm">{sentence(CLUB_VERIFICATION_MESSAGES.alreadyPending)}</Text> : null}
        {status === 'revoked' ? (
          <Alert color="red" title={t('clubs.verification.revokedTitle')}>
            {sentence(CLUB_VERIFICATION_MESSAGES.revokedNoResubmission)} <bdi>{own.data?.reason}</bdi>
          </Alert>
        ) : null}
        {status === 'denied' ? (
          <Alert color="yellow" title={t('clubs.verification.deniedTitle')}>
            <bdi>{own.data?.reason}</bdi>
          </Alert>
        ) : null}
        {status === 'not_requested' || status === 'denied' ? <ClubVerificationForm /> : null}
      </Stack>
    </Card>
  );
}

function ClubVerificationForm() {
  const t = useClubsT();
  const sentence = useSentence();
  const fieldError = useFieldError();
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submitRequest = useRequestClubVerification(setSent);
  const form = useForm<Values>({
    initialValues: { federation: '', registrationNumber: '', document: null },
    validate: {
      federation: required,
      registrationNumber: required,
      document: (file) => (file ? fileTooLarge('license', file.size) : CLUB_VERIFICATION_MESSAGES.documentRequired),
    },
  });
  const inputProps = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error) };
  };
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = new FormData();
    body.set('federation', values.federation.trim());
    body.set('registrationNumber', values.registrationNumber.trim());
    if (values.document) body.set('document', values.document);
    setSent(0);
    submitRequest.mutate(body, {
      onSettled: () => setSent(null),
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        setFailure(sentence(isApiError(error) ? error.message : MESSAGES.verificationFormError));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('clubs.verification.formLabel')}>
      <Stack gap="sm">
        <Text size="sm">{t('clubs.verification.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('clubs.verification.federation')} required {...inputProps('federation')} />
          <TextInput
            label={t('clubs.verification.registrationNumber')}
            required
            {...inputProps('registrationNumber')}
          />
        </SimpleGrid>
        <FileInput
          label={t('clubs.verification.documentLabel')}
          description={t('clubs.verification.documentHint', { megabytes: UPLOAD_RULES.license.maxBytes / MB })}
          accept={VERIFICATION_FILE_ACCEPT}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('clubs.verification.removeDocument') }}
          {...inputProps('document')}
        />
        <RequestUploadState
          failure={failure}
          sent={sent}
          sending={(percent) => t('clubs.verification.sending', { percent })}
        />
        <Button type="submit" loading={submitRequest.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('clubs.verification.submit')}
        </Button>
      </Stack>
    </form>
  );
}
