import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { OPPORTUNITY_TYPES, type TOpportunityType } from '@scouting/contract/opportunities';
import { isoToday, OPPORTUNITY_CITY_MAX } from '@scouting/contract/opportunity-details';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { OPPORTUNITY_TYPE_IDS, useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';

/** The form values of a post's details (docs/product.md#opportunities): an empty field is "not set". */
export type DetailValues = {
  type: TOpportunityType | null;
  city: string;
  startsOn: string;
  endsOn: string;
  deadline: string;
};

export const NO_DETAILS: DetailValues = { type: null, city: '', startsOn: '', endsOn: '', deadline: '' };

export function detailValuesOf(opportunity: TOpportunity): DetailValues {
  return {
    type: opportunity.type,
    city: opportunity.city ?? '',
    startsOn: opportunity.startsOn ?? '',
    endsOn: opportunity.endsOn ?? '',
    deadline: opportunity.deadline ?? '',
  };
}

type FieldsProps = {
  /** The form's `getInputProps` for the detail fields. */
  inputProps: (field: keyof DetailValues) => GetInputPropsReturnType;
  /** A new post's deadline cannot be in the past; an edit may set one to close the post. */
  newPost?: boolean;
};

/** The optional type, city, dates and deadline of the post form and the edit dialog. Dates use the browser's own picker. */
export function OpportunityDetailsFields({ inputProps: formInputProps, newPost = false }: FieldsProps) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  // The contract's validation sentences in the language shown.
  const inputProps = (field: keyof DetailValues) => {
    const props = formInputProps(field);
    return typeof props.error === 'string' ? { ...props, error: sentence(props.error) } : props;
  };
  const types = OPPORTUNITY_TYPES.map((value) => ({ value, label: t(OPPORTUNITY_TYPE_IDS[value]) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('opportunities.field.type')}
        placeholder={t('opportunities.field.typeNotSet')}
        clearable
        data={types}
        {...inputProps('type')}
      />
      <TextInput
        label={t('opportunities.field.city')}
        maxLength={OPPORTUNITY_CITY_MAX}
        autoComplete="off"
        {...inputProps('city')}
      />
      <TextInput type="date" label={t('opportunities.field.startsOn')} {...inputProps('startsOn')} />
      <TextInput type="date" label={t('opportunities.field.endsOn')} {...inputProps('endsOn')} />
      <TextInput
        type="date"
        label={t('opportunities.field.deadline')}
        description={t('opportunities.field.deadlineHelp')}
        min={newPost ? isoToday() : undefined}
        {...inputProps('deadline')}
      />
    </SimpleGrid>
  );
}
