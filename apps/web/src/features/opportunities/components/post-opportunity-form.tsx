import { Alert, Button, Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  AGE_RANGES,
  GENERAL_POSITIONS,
  MESSAGES,
  SPECIFIC_POSITIONS,
  type TPostOpportunityRequest,
  ZPostOpportunityRequest,
} from '@scouting/contract';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { usePostOpportunity } from '../api/post-opportunity.ts';
import { type DetailValues, NO_DETAILS, OpportunityDetailsFields } from './opportunity-details-fields.tsx';

type Values = DetailValues & {
  description: string;
  link: string;
  filters: {
    country: string | null;
    ageRange: string | null;
    generalPosition: string | null;
    specificPosition: string | null;
  };
};

const EMPTY: Values = {
  ...NO_DETAILS,
  description: '',
  link: '',
  filters: { country: null, ageRange: null, generalPosition: null, specificPosition: null },
};

/**
 * The post form of the agent, scout and club dashboards (SPEC §2, §5; issue 18 §4): description
 * required; link, what the post is, where and when (issue 26 §7) and the filters optional.
 */
export function PostOpportunityForm() {
  const post = usePostOpportunity();
  const countries = useCountries();
  const [descriptionMissing, setDescriptionMissing] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ZPostOpportunityRequest, { sync: true }),
  });
  const blank = form.values.description.trim() === '';

  const submit = form.onSubmit(
    (values) => {
      post.mutate(values as TPostOpportunityRequest, {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: MESSAGES.opportunityPosted });
          form.reset();
        },
        onError: (error) => {
          // The server's reasons on their fields: who may reach minors, and no contact details (issue 12 §5).
          if (isApiError(error) && error.fields) {
            form.setErrors(error.fields);
            return;
          }
          notifications.show({ color: 'red', message: MESSAGES.opportunityPostFailed });
        },
      });
    },
    (errors) => setDescriptionMissing(Boolean(errors.description)),
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="post-opportunity-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="post-opportunity-title">
            Post an Opportunity
          </Title>
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            {...form.getInputProps('description')}
            onChange={(event) => {
              setDescriptionMissing(false);
              form.getInputProps('description').onChange(event);
            }}
          />
          <TextInput label="Link (optional)" type="url" placeholder="https://" {...form.getInputProps('link')} />
          <OpportunityDetailsFields inputProps={(field) => form.getInputProps(field)} newPost />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Country"
              placeholder="Any country"
              searchable
              clearable
              data={countries.data ?? []}
              nothingFoundMessage="No country matches"
              error={countries.isError ? MESSAGES.countriesLoadFailed : undefined}
              {...form.getInputProps('filters.country')}
            />
            <Select
              label="Age range"
              placeholder="Any age"
              clearable
              data={[...AGE_RANGES]}
              {...form.getInputProps('filters.ageRange')}
            />
            <Select
              label="General position"
              placeholder="Any position"
              clearable
              data={[...GENERAL_POSITIONS]}
              {...form.getInputProps('filters.generalPosition')}
            />
            <Select
              label="Specific position"
              placeholder="Any position"
              clearable
              data={[...SPECIFIC_POSITIONS]}
              {...form.getInputProps('filters.specificPosition')}
            />
          </SimpleGrid>
          {descriptionMissing ? (
            <Alert color="red" role="alert">
              {MESSAGES.enterOpportunityDescription}
            </Alert>
          ) : null}
          <Button type="submit" disabled={blank} loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
            Post
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
