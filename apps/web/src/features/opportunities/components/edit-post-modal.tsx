import { Alert, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TOpportunity, ZEditOpportunityRequest } from '@scouting/contract/schemas/opportunities';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useUpdateOpportunity } from '../api/update-opportunity.ts';
import { detailValuesOf, OpportunityDetailsFields } from './opportunity-details-fields.tsx';

type EditPostModalProps = { opportunity: TOpportunity | null; onClose: () => void };

/** Edit of a post's description and link on /view-posts, and its type, city, dates and deadline (docs/product.md#opportunities). */
export function EditPostModal({ opportunity, onClose }: EditPostModalProps) {
  const t = useOpportunitiesT();
  return (
    <LazyModal
      opened={opportunity !== null}
      onClose={onClose}
      title={t('opportunities.edit.title')}
      centered
      closeButtonProps={{ 'aria-label': t('opportunities.closeDialog') }}
    >
      {opportunity ? <EditForm key={opportunity.id} opportunity={opportunity} onDone={onClose} /> : null}
    </LazyModal>
  );
}

function EditForm({ opportunity, onDone }: { opportunity: TOpportunity; onDone: () => void }) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
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
          notifications.show({ color: 'pitch', message: t('opportunities.edit.updated') });
          onDone();
        },
        // A post reaching minors refuses contact details: the reason goes on the field (decision 042).
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  // The contract's validation sentences (and the server's reasons on fields) in the language shown.
  const inputProps = (field: Parameters<typeof form.getInputProps>[0]) => {
    const props = form.getInputProps(field);
    return typeof props.error === 'string' ? { ...props, error: sentence(props.error) } : props;
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <GrowingTextarea
          label={t('opportunities.field.description')}
          required
          minRows={3}
          data-autofocus
          {...inputProps('description')}
        />
        <TextInput label={t('opportunities.field.link')} type="url" {...inputProps('link')} />
        <OpportunityDetailsFields inputProps={(field) => form.getInputProps(field)} />
        {update.isError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(update.error))}
          </Alert>
        ) : null}
        <FormActions onCancel={onDone} loading={update.isPending}>
          {t('opportunities.edit.save')}
        </FormActions>
      </Stack>
    </form>
  );
}
