import { Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type TCareer,
  type TConfirmationRequestBody,
  ZConfirmationRequestBody,
} from '@scouting/contract/schemas/career';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { AskByMailForm } from '../../../shared/ask-by-mail-form.tsx';
import { useAskCoach } from '../api/career.ts';

const resolve = schemaResolver(ZConfirmationRequestBody, { sync: true });

type AskCoachValues = { entryId: string | null; coachName: string; coachEmail: string; coachRole: string };

const toBody = (values: AskCoachValues): TConfirmationRequestBody => ({ ...values, entryId: Number(values.entryId) });

/**
 * The owner asks a coach to confirm one club's seasons (docs/product.md#a-coach-confirms): the coach gets a
 * mailed link and needs no account.
 */
export function AskCoachForm({ playerId, career }: { playerId: number; career: TCareer }) {
  const t = useCareerT();
  const ask = useAskCoach(playerId);
  const entries = career.entries.filter((entry) => entry.seasons.length > 0);
  const form = useForm<AskCoachValues>({
    initialValues: { entryId: null, coachName: '', coachEmail: '', coachRole: '' },
    validate: (values) => resolve(toBody(values)),
  });
  if (entries.length === 0) return null;
  return (
    <AskByMailForm
      openLabel={t('career.ask.open')}
      sendLabel={t('career.ask.send')}
      form={form}
      toBody={toBody}
      ask={ask}
    >
      {(field) => (
        <>
          <Select
            label={t('career.ask.entry')}
            required
            allowDeselect={false}
            data={entries.map((entry) => ({ value: String(entry.id), label: `${entry.club} (${entry.from})` }))}
            {...field('entryId')}
          />
          <TextInput label={t('career.ask.coachName')} required {...field('coachName')} />
          <EmailInput label={t('career.ask.coachEmail')} autoComplete="off" {...field('coachEmail')} />
          <TextInput label={t('career.ask.coachRole')} required {...field('coachRole')} />
        </>
      )}
    </AskByMailForm>
  );
}
