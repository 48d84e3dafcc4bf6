import { Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Outcome } from '../../../components/form-alert.tsx';
import { useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useRegistrationWizard } from '../hooks/use-registration-wizard.ts';
import { CountryStep, DobStep, NameStep, RoleStep, UsernameStep } from './base-steps.tsx';
import { RoleFieldsStep } from './role-fields-step.tsx';
import { TermsStep } from './terms-step.tsx';
import { WizardFormProvider } from './wizard-form.ts';
import { STEPS, TERMS_STEP } from './wizard-steps.ts';

const STEP_CONTENT: ReactNode[] = [
  <NameStep key="name" />,
  <UsernameStep key="username" />,
  <DobStep key="dob" />,
  <CountryStep key="country" />,
  <RoleStep key="role" />,
  <RoleFieldsStep key="role-fields" />,
  <TermsStep key="terms" />,
];

/** The seven-step registration (docs/product.md#accounts-and-registration), for the account signed in with `accountEmail`. */
export function RegistrationWizard({ accountEmail }: { accountEmail: string }) {
  const t = useAccountT();
  const sentence = useSentence();
  const wizard = useRegistrationWizard(accountEmail);
  const roomy = useMediaQueryNow('(min-width: 36em)');
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.active);

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (shownStep.current === wizard.active) return;
    shownStep.current = wizard.active;
    heading.current?.focus();
  }, [wizard.active]);

  return (
    <WizardFormProvider form={wizard.form}>
      <form onSubmit={wizard.onSubmit} noValidate>
        <Stack gap="lg">
          <Stepper
            active={wizard.active}
            onStepClick={wizard.goTo}
            allowNextStepsSelect={false}
            size="sm"
            iconSize={roomy ? 36 : 28}
            wrap={false}
            // Seven numbered steps in one row, down to a 360 px phone; each step's heading names it.
            styles={roomy ? undefined : { separator: { marginInline: 4 } }}
          >
            {STEPS.map((step, index) => (
              <Stepper.Step
                key={step.label}
                aria-label={t('account.wizard.stepAriaLabel', { step: index + 1, label: t(step.label) })}
                aria-current={index === wizard.active ? 'step' : undefined}
              >
                <Stack gap="md">
                  <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                    {t('account.wizard.stepHeading', {
                      step: index + 1,
                      total: STEPS.length,
                      heading: t(step.heading),
                    })}
                  </Title>
                  {STEP_CONTENT[index]}
                </Stack>
              </Stepper.Step>
            ))}
          </Stepper>
          <Outcome outcome={wizard.outcome && { ...wizard.outcome, message: sentence(wizard.outcome.message) }} />
          <Group justify="space-between">
            <Button variant="default" onClick={wizard.back} disabled={wizard.active === 0 || wizard.done}>
              {t('account.wizard.back')}
            </Button>
            <Button type="submit" loading={wizard.busy} disabled={wizard.done}>
              {wizard.active === TERMS_STEP ? t('account.wizard.submit') : t('account.wizard.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </WizardFormProvider>
  );
}
