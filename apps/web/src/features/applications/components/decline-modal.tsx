import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES, APPLICATION_TEXT_LIMITS } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { DECLINE_TEMPLATE_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetApplicationStatus } from '../api/set-application-status.ts';

type DeclineModalProps = { application: TApplication; opened: boolean; onClose: () => void };

/** Decline with kind words (docs/product.md#applications): a template fills the message, the poster edits it before sending. */
export function DeclineModal({ application, opened, onClose }: DeclineModalProps) {
  const t = useApplicationsT();
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t('applications.decline.title', { name: isolate(application.player.fullName) })}
      centered
      closeButtonProps={{ 'aria-label': t('applications.closeDialog') }}
    >
      {opened ? <DeclineForm application={application} onDone={onClose} /> : null}
    </LazyModal>
  );
}

function DeclineForm({ application, onDone }: { application: TApplication; onDone: () => void }) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const decline = useSetApplicationStatus();
  const [message, setMessage] = useState('');
  const tooLong = message.length > APPLICATION_TEXT_LIMITS.statusMessage;
  const fieldError = isApiError(decline.error) ? decline.error.fields?.message : undefined;
  // The templates in the poster's language: the player reads what the poster sends.
  const templates = DECLINE_TEMPLATE_IDS.map((ids) => ({ label: t(ids.label), text: t(ids.text) }));
  const send = () =>
    decline.mutate(
      { applicationId: application.id, status: 'Declined', message: message.trim() || null },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(APPLICATION_MESSAGES.statusUpdated) });
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">{t('applications.decline.intro')}</Text>
      <Group gap="xs" role="group" aria-label={t('applications.decline.templates')}>
        {templates.map((template) => (
          <Button
            key={template.label}
            size="compact-sm"
            variant={message === template.text ? 'filled' : 'light'}
            aria-pressed={message === template.text}
            onClick={() => setMessage(template.text)}
          >
            {template.label}
          </Button>
        ))}
      </Group>
      <GrowingTextarea
        label={t('applications.decline.message')}
        minRows={4}
        maxRows={10}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={tooLong ? sentence(APPLICATION_MESSAGES.messageTooLong) : fieldError && sentence(fieldError)}
      />
      {decline.isError && !fieldError ? (
        <Alert color="red" role="alert">
          {sentence(errorMessage(decline.error))}
        </Alert>
      ) : null}
      <FormActions onCancel={onDone} onConfirm={send} loading={decline.isPending} disabled={tooLong} color="red">
        {t('applications.decline.submit')}
      </FormActions>
    </Stack>
  );
}
