import { Alert, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CLUB_NEED_AGE,
  CLUB_NEED_DEAL_TYPES,
  CLUB_NEED_MESSAGES,
  type TClubNeedDealType,
} from '@scouting/contract/club-needs';
import {
  PREFERRED_FEET,
  SPECIFIC_POSITIONS,
  type TPreferredFoot,
  type TSpecificPosition,
} from '@scouting/contract/constants';
import type { TClubNeed, TClubNeedRequest } from '@scouting/contract/schemas/club-needs';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useFieldError } from '../../../i18n/areas/member.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSaveClubNeed } from '../api/club-needs.ts';

type Values = {
  positions: TSpecificPosition[];
  ageMin: number | string;
  ageMax: number | string;
  foot: TPreferredFoot | null;
  minHeight: number | string;
  level: string;
  dealTypes: TClubNeedDealType[];
  feeBand: string;
  salaryBand: string;
  deadline: string;
  notes: string;
};

function initial(need?: TClubNeed): Values {
  return {
    positions: need?.positions ?? [],
    ageMin: need?.ageMin ?? 18,
    ageMax: need?.ageMax ?? 30,
    foot: need?.foot ?? null,
    minHeight: need?.minHeight ?? '',
    level: need?.level ?? '',
    dealTypes: need?.dealTypes ?? [],
    feeBand: need?.feeBand ?? '',
    salaryBand: need?.salaryBand ?? '',
    deadline: need?.deadline ?? '',
    notes: need?.notes ?? '',
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A requirement, posted or changed by the club (docs/product.md#club-needs); one column on a phone. */
export function ClubNeedForm({ need, onDone }: { need?: TClubNeed; onDone?: () => void }) {
  const t = useClubsT();
  const sentence = useSentence();
  const fieldError = useFieldError();
  const positionLabel = usePositionLabel();
  const save = useSaveClubNeed();
  const [failure, setFailure] = useState<string | null>(null);
  // A new requirement leaves the form empty again: say it went out, and who sees it now.
  const [posted, setPosted] = useState(false);
  const form = useForm<Values>({
    initialValues: initial(need),
    validate: {
      positions: (value) => (value.length ? null : CLUB_NEED_MESSAGES.positionsRequired),
      dealTypes: (value) => (value.length ? null : CLUB_NEED_MESSAGES.dealTypesRequired),
      ageMax: (value, values) => (Number(values.ageMin) > Number(value) ? CLUB_NEED_MESSAGES.ageRangeInvalid : null),
      deadline: (value) => (value && value >= today() ? null : CLUB_NEED_MESSAGES.deadlinePassed),
    },
  });
  const inputProps = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error) };
  };
  const submit = form.onSubmit((values) => {
    setFailure(null);
    setPosted(false);
    const body: TClubNeedRequest = {
      positions: values.positions,
      ageMin: Number(values.ageMin),
      ageMax: Number(values.ageMax),
      foot: values.foot,
      minHeight: values.minHeight === '' ? null : Number(values.minHeight),
      level: values.level.trim() || null,
      dealTypes: values.dealTypes,
      feeBand: values.feeBand.trim() || null,
      salaryBand: values.salaryBand.trim() || null,
      deadline: values.deadline,
      notes: values.notes.trim() || null,
    };
    save.mutate(
      { id: need?.id, need: body },
      {
        onSuccess: () => {
          if (!need) {
            form.reset();
            setPosted(true);
          }
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(sentence(errorMessage(error)));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t(need ? 'clubs.needs.editFormLabel' : 'clubs.needs.formLabel')}>
      <Stack gap="sm">
        <Checkbox.Group label={t('clubs.needs.positions')} required {...inputProps('positions')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
            {SPECIFIC_POSITIONS.map((code) => (
              <Checkbox key={code} value={code} label={positionLabel(code)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput
            label={t('clubs.needs.ageMin')}
            min={CLUB_NEED_AGE.min}
            max={CLUB_NEED_AGE.max}
            required
            {...inputProps('ageMin')}
          />
          <NumberInput
            label={t('clubs.needs.ageMax')}
            min={CLUB_NEED_AGE.min}
            max={CLUB_NEED_AGE.max}
            required
            {...inputProps('ageMax')}
          />
          <Select
            label={t('clubs.needs.foot')}
            clearable
            data={PREFERRED_FEET.map((foot) => ({ value: foot, label: t(`clubs.needs.footValue.${foot}`) }))}
            {...inputProps('foot')}
          />
          <NumberInput
            label={t('clubs.needs.minHeight')}
            description={t('clubs.needs.minHeightHelp')}
            min={1}
            max={2.6}
            step={0.01}
            decimalScale={2}
            {...inputProps('minHeight')}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('clubs.needs.dealTypes')} required {...inputProps('dealTypes')}>
          <Group mt="xs" gap="md">
            {CLUB_NEED_DEAL_TYPES.map((deal) => (
              <Checkbox key={deal} value={deal} label={t(`clubs.needs.deal.${deal}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('clubs.needs.level')} maxLength={100} {...inputProps('level')} />
          <TextInput label={t('clubs.needs.feeBand')} maxLength={100} {...inputProps('feeBand')} />
          <TextInput label={t('clubs.needs.salaryBand')} maxLength={100} {...inputProps('salaryBand')} />
        </SimpleGrid>
        <TextInput type="date" label={t('clubs.needs.deadline')} required min={today()} {...inputProps('deadline')} />
        <GrowingTextarea label={t('clubs.needs.notes')} minRows={2} maxLength={2000} {...inputProps('notes')} />
        {posted ? (
          <Alert color="pitch" role="status">
            {sentence(CLUB_NEED_MESSAGES.posted)}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t(need ? 'clubs.needs.save' : 'clubs.needs.post')}
          </Button>
          {onDone && need ? (
            <Button variant="default" onClick={onDone}>
              {t('clubs.needs.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
