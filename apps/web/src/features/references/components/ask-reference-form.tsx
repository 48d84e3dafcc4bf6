import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type TReferenceRequestBody, ZReferenceRequestBody } from '@scouting/contract/schemas/references';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { AskByMailForm } from '../../../shared/ask-by-mail-form.tsx';
import { useAskReference } from '../api/references.ts';

const resolve = schemaResolver(ZReferenceRequestBody, { sync: true });

/** The owner asks a coach for a few lines (docs/product.md#references): the coach gets a mailed link, no account. */
export function AskReferenceForm() {
  const t = useCareerT();
  const ask = useAskReference();
  const form = useForm<TReferenceRequestBody>({
    initialValues: { name: '', email: '', role: '', club: '' },
    validate: resolve,
  });
  return (
    <AskByMailForm
      openLabel={t('career.references.ask.open')}
      sendLabel={t('career.references.ask.send')}
      form={form}
      toBody={(values) => values}
      ask={ask}
    >
      {(field) => (
        <>
          <TextInput label={t('career.references.ask.name')} required {...field('name')} />
          <EmailInput label={t('career.references.ask.email')} autoComplete="off" {...field('email')} />
          <TextInput label={t('career.references.ask.role')} required {...field('role')} />
          <TextInput label={t('career.references.ask.club')} required {...field('club')} />
        </>
      )}
    </AskByMailForm>
  );
}
