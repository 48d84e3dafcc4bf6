import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { type TApplication, ZTrialInvitationRequest } from '@scouting/contract/schemas/applications';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { fromLocalDateTime, toLocalDateTime } from '../../../shared/local-date-time.ts';
import { useInviteToTrial } from '../api/set-application-status.ts';

type TrialInvitationModalProps = { application: TApplication; opened: boolean; onClose: () => void };
type Values = { startsAt: string; venue: string; details: string };

/** Invite to a trial (docs/product.md#applications): when, where and what to bring; sending again reschedules. */
export function TrialInvitationModal({ application, opened, onClose }: TrialInvitationModalProps) {
  const t = useApplicationsT();
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t('applications.invite.title', { name: isolate(application.player.fullName) })}
      centered
      closeButtonProps={{ 'aria-label': t('applications.closeDialog') }}
    >
      {opened ? <InvitationForm application={application} onDone={onClose} /> : null}
    </LazyModal>
  );
}

/** The contract's rules on the request the form would send, as the form's field errors. */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const parsed = ZTrialInvitationRequest.safeParse({ ...values, startsAt: fromLocalDateTime(values.startsAt) });
  if (parsed.success) return {};
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= issue.message;
  }
  return errors;
}

function InvitationForm({ application, onDone }: { application: TApplication; onDone: () => void }) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const invite = useInviteToTrial();
  const trial = application.trial;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      startsAt: trial ? toLocalDateTime(trial.startsAt) : '',
      venue: trial?.venue ?? '',
      details: trial?.details ?? '',
    },
    validate,
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(
      { applicationId: application.id, ...values, startsAt: fromLocalDateTime(values.startsAt) },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(APPLICATION_MESSAGES.trialInvitationSent) });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  const formError = invite.isError && !(isApiError(invite.error) && invite.error.fields);
  // A field's props, its error (the contract's rule, or the server's) in the language shown.
  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? sentence(props.error) : props.error };
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('applications.trial.title')}>
      <Stack gap="md">
        <TextInput
          label={t('applications.trial.dateAndTime')}
          description={t('applications.invite.timeZone')}
          type="datetime-local"
          required
          data-autofocus
          key={form.key('startsAt')}
          {...field('startsAt')}
        />
        <TextInput label={t('applications.trial.venue')} required key={form.key('venue')} {...field('venue')} />
        <GrowingTextarea
          label={t('applications.invite.details')}
          description={t('applications.invite.detailsHint')}
          minRows={3}
          maxRows={8}
          key={form.key('details')}
          {...field('details')}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(invite.error))}
          </Alert>
        ) : null}
        <FormActions onCancel={onDone} loading={invite.isPending}>
          {t('applications.invite.send')}
        </FormActions>
      </Stack>
    </form>
  );
}
