import { Alert, Button, Checkbox, Fieldset, FileInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  fileTooLarge,
  MB,
  MESSAGES,
  UPLOAD_RULES,
  VERIFICATION_FILE_ACCEPT,
  VERIFICATION_REDIRECT_MS,
} from '@scouting/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { useRequestAgentVerification } from '../api/request-agent-verification.ts';
import { useRedirectAfter } from '../hooks/use-redirect-after.ts';

const DOCUMENT_HINT = `${UPLOAD_RULES.license.label}, up to ${UPLOAD_RULES.license.maxBytes / MB} MB`;

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

/** The verification request of SPEC §2/§5: licence and ID documents, the agency, the agreement. */
export function VerificationRequestForm({ agentId }: { agentId: number }) {
  const navigate = useNavigate();
  const submitRequest = useRequestAgentVerification(agentId);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useRedirectAfter(done ? `/agent-profile/${agentId}` : null, VERIFICATION_REDIRECT_MS, navigate);
  const form = useForm<Values>({
    initialValues: {
      fullName: '',
      licenseNumber: '',
      issuingBody: '',
      licenseFile: null,
      idFile: null,
      agencyName: '',
      agencyWebsite: '',
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
      submitRequest.mutate(body, {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          // SPEC §8: the server refused (with its reason), or the call itself failed.
          setFailure(
            isApiError(error) && error.status > 0
              ? `${MESSAGES.verificationSubmitFailed} ${error.message}`
              : MESSAGES.verificationFormError,
          );
        },
      });
    },
    (errors) => {
      if (errors.agreedToTerms && Object.keys(errors).length === 1) setFailure(MESSAGES.verificationTermsRequired);
      else setFailure(null);
    },
  );

  if (done) {
    return (
      <Alert color="pitch" role="status" title="Request sent">
        {MESSAGES.verificationSubmitted}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Verification request">
      <Stack gap="lg">
        <Fieldset legend="Your licence" style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Full legal name" required autoComplete="name" {...form.getInputProps('fullName')} />
            <TextInput label="Licence number" required {...form.getInputProps('licenseNumber')} />
            <TextInput label="Issuing body" required {...form.getInputProps('issuingBody')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Documents" style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              label="Licence document"
              description={DOCUMENT_HINT}
              accept={VERIFICATION_FILE_ACCEPT}
              required
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the licence document' }}
              {...form.getInputProps('licenseFile')}
            />
            <FileInput
              label="ID document"
              description={DOCUMENT_HINT}
              accept={VERIFICATION_FILE_ACCEPT}
              required
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the ID document' }}
              {...form.getInputProps('idFile')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Your agency (optional)" style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Agency name" autoComplete="organization" {...form.getInputProps('agencyName')} />
            <TextInput label="Agency website" type="url" autoComplete="url" {...form.getInputProps('agencyWebsite')} />
          </SimpleGrid>
        </Fieldset>
        <Checkbox
          label="I agree to the platform’s terms and conditions and confirm that these documents are mine and valid."
          {...form.getInputProps('agreedToTerms', { type: 'checkbox' })}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitRequest.isPending}>
            Submit request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
