import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  type TAgentDetails,
  type TAgentDetailsUpdateRequest,
  ZAgentDetailsUpdateRequest,
} from '@scouting/contract';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { useUpdateAgentDetails } from '../api/update-agent-details.ts';

const validate = schemaResolver(ZAgentDetailsUpdateRequest, { sync: true });

/** Edit mode of the agent profile (SPEC §4, §5): the three agency fields, Save or Cancel. */
export function AgentEditForm({ agent, onDone }: { agent: TAgentDetails; onDone: () => void }) {
  const save = useUpdateAgentDetails(agent.id);
  const countries = useCountries();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TAgentDetailsUpdateRequest>({
    initialValues: {
      agencyName: agent.agencyName,
      agencyWebsite: agent.agencyWebsite,
      countryOfOperation: agent.countryOfOperation,
    },
    validate,
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      save.mutate(ZAgentDetailsUpdateRequest.parse(values), {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: MESSAGES.agentDetailsSaved });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(`${MESSAGES.errorSavingAgentData}${error.message}`);
        },
      });
    },
    (errors) => {
      // SPEC §5: one message when something is missing; the fields say which.
      const missing = Object.values(errors).includes(MESSAGES.fillInAllFields);
      setFailure(missing ? MESSAGES.fillInAllFields : null);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit agency details">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Agency name" required autoComplete="organization" {...form.getInputProps('agencyName')} />
          <TextInput
            label="Agency website"
            type="url"
            required
            autoComplete="url"
            {...form.getInputProps('agencyWebsite')}
          />
          <Select
            label="Country of operation"
            required
            searchable
            data={countries.data ?? [agent.countryOfOperation]}
            nothingFoundMessage="No country matches"
            {...form.getInputProps('countryOfOperation')}
            onChange={(value) => form.setFieldValue('countryOfOperation', value ?? '')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
