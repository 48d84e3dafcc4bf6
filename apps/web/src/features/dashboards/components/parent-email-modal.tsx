import { Alert, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import { ZParentEmailRequest } from '@scouting/contract/schemas/profiles';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useLogout } from '../../../hooks/use-logout.ts';
import { useDashboardsT } from '../../../i18n/areas/dashboards.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetParentEmail } from '../api/set-parent-email.ts';

type ParentEmailModalProps = { playerId: number; opened: boolean };

// The overlay blocks the dashboard until it is answered (docs/product.md#parental-consent), so nothing closes it but success.
const stayOpen = () => undefined;

/** A minor without a parent e-mail must give one before going on (docs/product.md#parental-consent). */
export function ParentEmailModal({ playerId, opened }: ParentEmailModalProps) {
  const setParentEmail = useSetParentEmail();
  const t = useDashboardsT();
  const sentence = useSentence();
  // The overlay cannot be closed, so a child who cannot answer it now (no parent at hand, a shared
  // device) needs a way out that is not closing the tab (docs/conventions.md#look-and-feel).
  const { logout, isPending: loggingOut } = useLogout();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { parentEmail: '' },
    validate: schemaResolver(ZParentEmailRequest, { sync: true }),
  });

  const submit = form.onSubmit(({ parentEmail }) => {
    setFailed(false);
    setParentEmail.mutate(
      { playerId, parentEmail: parentEmail.trim() },
      {
        onSuccess: ({ message }) =>
          notifications.show({ color: 'pitch', message: sentence(message || MESSAGES.parentEmailSubmitted) }),
        // The server's word on the address itself (e.g. the child's own, docs/product.md#parental-consent) goes under the field.
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.parentEmail : undefined;
          if (fieldError) form.setFieldError('parentEmail', fieldError);
          else setFailed(true);
        },
      },
    );
  });

  return (
    // Built only for the minor who must answer it: a closed Modal sets state as it mounts (decision 077).
    <LazyModal
      opened={opened}
      onClose={stayOpen}
      title={t('dashboards.consent.modalTitle')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{sentence(MESSAGES.parentEmailNeeded)}</Text>
          <EmailInput
            label={t('dashboards.consent.parentEmail')}
            autoComplete="off"
            data-autofocus
            key={form.key('parentEmail')}
            {...withSentenceError(form.getInputProps('parentEmail'), sentence)}
          />
          {failed ? (
            <Alert color="red" role="alert">
              {sentence(MESSAGES.parentEmailFailed)}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={setParentEmail.isPending}>
            {t('dashboards.consent.submit')}
          </Button>
          <Button variant="subtle" fullWidth loading={loggingOut} onClick={logout}>
            {t('dashboards.consent.logOut')}
          </Button>
        </Stack>
      </form>
    </LazyModal>
  );
}
