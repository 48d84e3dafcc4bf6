import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TOpportunity, ZEditOpportunityRequest } from '@scouting/contract';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useUpdateOpportunity } from '../api/update-opportunity.ts';
import { detailValuesOf, OpportunityDetailsFields } from './opportunity-details-fields.tsx';

type EditPostModalProps = { opportunity: TOpportunity | null; onClose: () => void };

/** Edit of a post's description and link (SPEC §2 /view-posts), and its type, city, dates and deadline (issue 26 §7). */
export function EditPostModal({ opportunity, onClose }: EditPostModalProps) {
  return (
    <Modal
      opened={opportunity !== null}
      onClose={onClose}
      title="Edit post"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {opportunity ? <EditForm key={opportunity.id} opportunity={opportunity} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ opportunity, onDone }: { opportunity: TOpportunity; onDone: () => void }) {
  const update = useUpdateOpportunity();
  const form = useForm({
    // Controlled, so the shared detail fields need no per-field keys.
    mode: 'controlled',
    initialValues: {
      description: opportunity.description,
      link: opportunity.link ?? '',
      ...detailValuesOf(opportunity),
    },
    validate: schemaResolver(ZEditOpportunityRequest, { sync: true }),
  });
  // Every detail is sent: an emptied field clears it (the contract reads '' as null).
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: opportunity.id, change: { ...values, link: values.link || null } },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: 'Post updated.' });
          onDone();
        },
        // A post reaching minors refuses contact details: the reason goes on the field (issue 12 §5).
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          data-autofocus
          {...form.getInputProps('description')}
        />
        <TextInput label="Link (optional)" type="url" {...form.getInputProps('link')} />
        <OpportunityDetailsFields inputProps={(field) => form.getInputProps(field)} />
        {update.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <FormActions onCancel={onDone} loading={update.isPending}>
          Save
        </FormActions>
      </Stack>
    </form>
  );
}
