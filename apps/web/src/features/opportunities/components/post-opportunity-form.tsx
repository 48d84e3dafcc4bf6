import { Alert, Button, Card, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AGE_RANGES, GENERAL_POSITIONS } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { type TPostOpportunityRequest, ZPostOpportunityRequest } from '@scouting/contract/schemas/opportunities';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { GENERAL_POSITION_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useCountryOptions } from '../../../i18n/countries.ts';
import { usePositionOptions } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
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

/** What the link field shows until the poster types: the start of an address, not a text to translate. */
const LINK_PLACEHOLDER = 'https://';

/**
 * The post form of the agent, scout and club dashboards (docs/product.md#opportunities; decision 020): description
 * required; link, what the post is, where and when (docs/product.md#opportunities) and the filters optional.
 */
export function PostOpportunityForm() {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  const positionOptions = usePositionOptions();
  const post = usePostOpportunity();
  const countries = useCountries();
  const countryOptions = useCountryOptions(countries.data);
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
          notifications.show({ color: 'pitch', message: sentence(MESSAGES.opportunityPosted) });
          form.reset();
        },
        onError: (error) => {
          // The server's reasons on their fields: who may reach minors, and no contact details (decision 042).
          if (isApiError(error) && error.fields) {
            form.setErrors(error.fields);
            return;
          }
          notifications.show({ color: 'red', message: sentence(MESSAGES.opportunityPostFailed) });
        },
      });
    },
    (errors) => setDescriptionMissing(Boolean(errors.description)),
  );

  // The contract's validation sentences (and the server's reasons on fields) in the language shown.
  const inputProps = (field: Parameters<typeof form.getInputProps>[0]) => {
    const props = form.getInputProps(field);
    return typeof props.error === 'string' ? { ...props, error: sentence(props.error) } : props;
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="post-opportunity-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="post-opportunity-title">
            {t('opportunities.post.title')}
          </Title>
          <GrowingTextarea
            label={t('opportunities.field.description')}
            required
            minRows={3}
            {...inputProps('description')}
            onChange={(event) => {
              setDescriptionMissing(false);
              form.getInputProps('description').onChange(event);
            }}
          />
          <TextInput
            label={t('opportunities.field.link')}
            type="url"
            placeholder={LINK_PLACEHOLDER}
            {...inputProps('link')}
          />
          <OpportunityDetailsFields inputProps={(field) => form.getInputProps(field)} newPost />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('opportunities.post.country')}
              placeholder={t('opportunities.post.anyCountry')}
              searchable
              clearable
              data={countryOptions}
              nothingFoundMessage={t('opportunities.post.noCountry')}
              {...inputProps('filters.country')}
              error={countries.isError ? sentence(MESSAGES.countriesLoadFailed) : inputProps('filters.country').error}
            />
            <Select
              label={t('opportunities.post.ageRange')}
              placeholder={t('opportunities.post.anyAge')}
              clearable
              data={[...AGE_RANGES]}
              {...inputProps('filters.ageRange')}
            />
            <Select
              label={t('opportunities.post.generalPosition')}
              placeholder={t('opportunities.post.anyPosition')}
              clearable
              data={GENERAL_POSITIONS.map((value) => ({ value, label: t(GENERAL_POSITION_IDS[value]) }))}
              {...inputProps('filters.generalPosition')}
            />
            <Select
              label={t('opportunities.post.specificPosition')}
              placeholder={t('opportunities.post.anyPosition')}
              clearable
              data={positionOptions}
              {...inputProps('filters.specificPosition')}
            />
          </SimpleGrid>
          {descriptionMissing ? (
            <Alert color="red" role="alert">
              {sentence(MESSAGES.enterOpportunityDescription)}
            </Alert>
          ) : null}
          <Button type="submit" disabled={blank} loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('opportunities.post.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
