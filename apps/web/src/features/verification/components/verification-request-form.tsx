import { Alert, Button, Checkbox, Fieldset, FileInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { VERIFICATION_FILE_ACCEPT } from '@scouting/contract/agent-verification';
import { VERIFICATION_REDIRECT_MS } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { fileTooLarge, MB, UPLOAD_RULES } from '@scouting/contract/uploads';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { RequestUploadState } from '../../../components/upload-progress-bar.tsx';
import { useFieldError } from '../../../i18n/areas/member.ts';
import { useVerificationT } from '../../../i18n/areas/verification.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useRequestAgentVerification } from '../api/request-agent-verification.ts';
import { useRedirectAfter } from '../hooks/use-redirect-after.ts';

type Values = {
  fullName: string;
  licenseNumber: string;
  issuingBody: string;
  licenseFile: File | null;
  idFile: File | null;
  agencyName: string;
  agencyWebsite: string;
  agreedToTerms: boolean;
};

const required = (value: string) => (value.trim() ? null : MESSAGES.fieldRequired);

/** The verification request (docs/product.md#verification): licence and ID documents, the agency, the agreement. */
/** What the agent already told us, so a resubmission starts from it rather than from nothing. */
export type VerificationPrefill = { fullName: string; agencyName: string; agencyWebsite: string };

export function VerificationRequestForm({ agentId, prefill }: { agentId: number; prefill?: VerificationPrefill }) {
  const navigate = useNavigate();
  const t = useVerificationT();
  const sentence = useSentence();
  const fieldError = useFieldError();
  const documentHint = t('verification.documentHint', { megabytes: UPLOAD_RULES.license.maxBytes / MB });
  // Share of the documents sent so far while the request is on its way (null otherwise).
  const [sent, setSent] = useState<number | null>(null);
  const submitRequest = useRequestAgentVerification(agentId, setSent);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useRedirectAfter(done ? `/agent-profile/${agentId}` : null, VERIFICATION_REDIRECT_MS, navigate);
  const form = useForm<Values>({
    initialValues: {
      fullName: prefill?.fullName ?? '',
      licenseNumber: '',
      issuingBody: '',
      licenseFile: null,
      idFile: null,
      agencyName: prefill?.agencyName ?? '',
      agencyWebsite: prefill?.agencyWebsite ?? '',
      agreedToTerms: false,
    },
    validate: {
      fullName: required,
      licenseNumber: required,
      issuingBody: required,
      licenseFile: (file) => (file ? fileTooLarge('license', file.size) : MESSAGES.verificationLicenseFileRequired),
      idFile: (file) => (file ? fileTooLarge('id_document', file.size) : MESSAGES.verificationIdFileRequired),
      agencyWebsite: (value) => (!value.trim() || /^https?:\/\/\S+$/.test(value.trim()) ? null : MESSAGES.invalidUrl),
      agreedToTerms: (agreed) => (agreed ? null : MESSAGES.verificationTermsRequired),
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      const body = new FormData();
      body.set('agentId', String(agentId));
      body.set('fullName', values.fullName.trim());
      body.set('licenseNumber', values.licenseNumber.trim());
      body.set('issuingBody', values.issuingBody.trim());
      body.set('agencyName', values.agencyName.trim());
      body.set('agencyWebsite', values.agencyWebsite.trim());
      body.set('agreedToTerms', String(values.agreedToTerms));
      if (values.licenseFile) body.set('licenseFile', values.licenseFile);
      if (values.idFile) body.set('idFile', values.idFile);
      setSent(0);
      submitRequest.mutate(body, {
        onSettled: () => setSent(null),
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          // The server refused (with its reason), or the call itself failed.
          setFailure(
            isApiError(error) && error.status > 0
              ? `${sentence(MESSAGES.verificationSubmitFailed)} ${sentence(error.message)}`
              : sentence(MESSAGES.verificationFormError),
          );
        },
      });
    },
    (errors) => {
      if (errors.agreedToTerms && Object.keys(errors).length === 1)
        setFailure(sentence(MESSAGES.verificationTermsRequired));
      else setFailure(null);
    },
  );

  const inputProps = (path: keyof Values, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: fieldError(props.error) };
  };

  if (done) {
    return (
      <Alert color="pitch" role="status" title={t('verification.sentTitle')}>
        {sentence(MESSAGES.verificationSubmitted)}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('verification.formLabel')}>
      <Stack gap="lg">
        <Fieldset legend={t('verification.yourLicence')} style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('verification.fullName')} required autoComplete="name" {...inputProps('fullName')} />
            <TextInput label={t('verification.licenceNumber')} required {...inputProps('licenseNumber')} />
            <TextInput label={t('verification.issuingBody')} required {...inputProps('issuingBody')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('verification.documents')} style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              label={t('verification.licenceDocument')}
              description={documentHint}
              accept={VERIFICATION_FILE_ACCEPT}
              required
              clearable
              clearButtonProps={{ 'aria-label': t('verification.removeLicence') }}
              {...inputProps('licenseFile')}
            />
            <FileInput
              label={t('verification.idDocument')}
              description={documentHint}
              accept={VERIFICATION_FILE_ACCEPT}
              required
              clearable
              clearButtonProps={{ 'aria-label': t('verification.removeId') }}
              {...inputProps('idFile')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('verification.yourAgency')} style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('verification.agencyName')} autoComplete="organization" {...inputProps('agencyName')} />
            <TextInput
              label={t('verification.agencyWebsite')}
              type="url"
              autoComplete="url"
              {...inputProps('agencyWebsite')}
            />
          </SimpleGrid>
        </Fieldset>
        <Checkbox label={t('verification.terms')} {...inputProps('agreedToTerms', { type: 'checkbox' })} />
        <RequestUploadState
          failure={failure}
          sent={sent}
          sending={(percent) => t('verification.sending', { percent })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitRequest.isPending}>
            {t('verification.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
