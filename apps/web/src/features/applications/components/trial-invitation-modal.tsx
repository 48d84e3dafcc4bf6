import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES, type TApplication, ZTrialInvitationRequest } from '@scouting/contract';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useInviteToTrial } from '../api/set-application-status.ts';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

type TrialInvitationModalProps = { application: TApplication; opened: boolean; onClose: () => void };
type Values = { startsAt: string; venue: string; details: string };

/** Invite to a trial (issue 26 §1): when, where and what to bring; sending again reschedules. */
export function TrialInvitationModal({ application, opened, onClose }: TrialInvitationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Invite ${application.player.fullName} to a trial`}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {opened ? <InvitationForm application={application} onDone={onClose} /> : null}
    </Modal>
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
          notifications.show({ color: 'pitch', message: APPLICATION_MESSAGES.trialInvitationSent });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  const formError = invite.isError && !(isApiError(invite.error) && invite.error.fields);

  return (
    <form onSubmit={submit} noValidate aria-label="Trial invitation">
      <Stack gap="md">
        <TextInput
          label="Date and time"
          description="In your own time zone"
          type="datetime-local"
          required
          data-autofocus
          key={form.key('startsAt')}
          {...form.getInputProps('startsAt')}
        />
        <TextInput label="Venue" required key={form.key('venue')} {...form.getInputProps('venue')} />
        <Textarea
          label="Details (optional)"
          description="What to bring, who to ask for, how long it lasts"
          autosize
          minRows={3}
          maxRows={8}
          key={form.key('details')}
          {...form.getInputProps('details')}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {errorMessage(invite.error)}
          </Alert>
        ) : null}
        <FormActions onCancel={onDone} loading={invite.isPending}>
          Send invitation
        </FormActions>
      </Stack>
    </form>
  );
}
