import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  isoToday,
  OPPORTUNITY_CITY_MAX,
  OPPORTUNITY_TYPES,
  type TOpportunity,
  type TOpportunityType,
} from '@scouting/contract';

/** The form values of a post's details (issue 26 §7): an empty field is "not set". */
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
export function OpportunityDetailsFields({ inputProps, newPost = false }: FieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select label="Type" placeholder="Not set" clearable data={[...OPPORTUNITY_TYPES]} {...inputProps('type')} />
      <TextInput label="City" maxLength={OPPORTUNITY_CITY_MAX} autoComplete="off" {...inputProps('city')} />
      <TextInput type="date" label="Start date" {...inputProps('startsOn')} />
      <TextInput type="date" label="End date" {...inputProps('endsOn')} />
      <TextInput
        type="date"
        label="Application deadline"
        description="The last day players can apply; the post closes after it."
        min={newPost ? isoToday() : undefined}
        {...inputProps('deadline')}
      />
    </SimpleGrid>
  );
}
