import { Alert, Checkbox, NumberInput, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FFAR_FEE_CAP_PERCENT, ruleSuspendedSince } from '@scouting/contract/agent-rules';
import {
  DEFAULT_REPRESENTATION_SERVICES,
  feeCapRefusal,
  REPRESENTATION_FEE_PERCENT,
  REPRESENTATION_MESSAGES,
  REPRESENTATION_MONTHS,
  REPRESENTATION_SERVICES,
  REPRESENTATION_TEXT_LIMITS,
  type TRepresentationService,
} from '@scouting/contract/representation';
import { type TRepresentationTerms, ZRepresentationTerms } from '@scouting/contract/schemas/representation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useRepresentationFormat } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSendOffer } from '../api/send-offer.ts';

type Values = {
  months: number | string;
  exclusive: boolean;
  feePercent: number | string;
  services: TRepresentationService[];
  message: string;
};

/** What the form holds as the contract's terms: an emptied number field is no number at all. */
function toTerms(values: Values): TRepresentationTerms {
  const number = (value: number | string) => (value === '' ? undefined : Number(value)) as number;
  return { ...values, months: number(values.months), feePercent: number(values.feePercent) };
}

/** The contract's rules on the terms, as the form's field errors. */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const parsed = ZRepresentationTerms.safeParse(toTerms(values));
  if (parsed.success) {
    // FIFA's fee cap binds only on the days the contract's AGENT_RULES has it in force (decision 043).
    const feeRefusal = feeCapRefusal(parsed.data.feePercent, new Date());
    return feeRefusal ? { feePercent: feeRefusal } : {};
  }
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= issue.message;
  }
  return errors;
}

type OfferFormProps = { playerId: number; applicationId: number | undefined; onCancel: () => void };

const INITIAL_FEE_PERCENT = 3;

/**
 * The terms of an offer to sign (docs/product.md#representation): duration and fee within the FFAR limits (the rules
 * are the fields' descriptions), exclusivity, the services and a message to the player. While
 * FIFA's fee cap is suspended (the contract's AGENT_RULES, decision 043) a fee above it is allowed
 * and the form warns under the field instead of refusing it.
 */
export function OfferForm({ playerId, applicationId, onCancel }: OfferFormProps) {
  const send = useSendOffer();
  const navigate = useNavigate();
  const { t, serviceLabels, formatLongDay, formatPercent } = useRepresentationFormat();
  const sentence = useSentence();
  const [fee, setFee] = useState<number | string>(INITIAL_FEE_PERCENT);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      months: 12,
      exclusive: false,
      feePercent: INITIAL_FEE_PERCENT,
      services: [...DEFAULT_REPRESENTATION_SERVICES],
      message: '',
    },
    validate,
    onValuesChange: (values) => setFee(values.feePercent),
  });
  const capSuspendedSince = ruleSuspendedSince('feeCap', new Date());
  const aboveSuspendedCap = capSuspendedSince !== null && fee !== '' && Number(fee) > FFAR_FEE_CAP_PERCENT;
  const submit = form.onSubmit((values) =>
    send.mutate(
      { ...ZRepresentationTerms.parse(toTerms(values)), playerId, applicationId },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(REPRESENTATION_MESSAGES.offerSent) });
          void navigate('/representation');
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  // Field errors show under their fields; anything else (a 409, a field the form has not) above the buttons.
  const fields = isApiError(send.error) ? send.error.fields : undefined;
  const formError = send.isError && (!fields || Object.keys(fields).some((field) => !(field in form.getValues())));
  // A field's error is one of the contract's sentences (its rules) or the server's, shown in the language shown.
  const inputProps = (name: keyof Values, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(name, options);
    return { ...props, error: typeof props.error === 'string' ? sentence(props.error) : props.error };
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('representation.form.label')}>
      <Stack gap="md">
        <NumberInput
          label={t('representation.form.months')}
          description={sentence(REPRESENTATION_MESSAGES.durationRule)}
          required
          min={REPRESENTATION_MONTHS.min}
          max={REPRESENTATION_MONTHS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          key={form.key('months')}
          {...inputProps('months')}
        />
        <Switch
          label={t('representation.form.exclusive')}
          description={sentence(REPRESENTATION_MESSAGES.exclusiveHelp)}
          key={form.key('exclusive')}
          {...inputProps('exclusive', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('representation.form.fee')}
          description={sentence(REPRESENTATION_MESSAGES.feeRule)}
          required
          min={REPRESENTATION_FEE_PERCENT.min}
          max={REPRESENTATION_FEE_PERCENT.max}
          step={0.25}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          suffix="%"
          key={form.key('feePercent')}
          {...inputProps('feePercent')}
        />
        {aboveSuspendedCap ? (
          <Alert color="yellow" role="status">
            {t('representation.form.feeAboveCap', {
              cap: formatPercent(FFAR_FEE_CAP_PERCENT),
              since: formatLongDay(capSuspendedSince),
            })}
          </Alert>
        ) : null}
        <Checkbox.Group
          label={t('representation.form.services')}
          description={t('representation.form.servicesHelp')}
          key={form.key('services')}
          {...inputProps('services')}
        >
          <Stack gap="xs" mt="xs">
            {REPRESENTATION_SERVICES.map((service) => (
              <Checkbox key={service} value={service} label={serviceLabels([service])[0]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <GrowingTextarea
          label={t('representation.form.message')}
          required
          minRows={4}
          maxRows={12}
          maxLength={REPRESENTATION_TEXT_LIMITS.message}
          key={form.key('message')}
          {...inputProps('message')}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(send.error))}
          </Alert>
        ) : null}
        <FormActions onCancel={onCancel} loading={send.isPending}>
          {t('representation.form.send')}
        </FormActions>
      </Stack>
    </form>
  );
}
