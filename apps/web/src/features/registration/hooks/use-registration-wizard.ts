import { type FormErrors, schemaResolver } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import { DASHBOARD_PATH, type TRegistrationRole } from '@scouting/contract/roles';
import { ZRegisterRequest } from '@scouting/contract/schemas/registration';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { returnPath, signupRole } from '../../../api/return-path.ts';
import type { TOutcome } from '../../../components/form-alert.tsx';
import { rememberMember } from '../../../components/member-storage.ts';
import { usernameAvailabilityQueryOptions } from '../api/check-username.ts';
import { RegistrationAnswerError, useRegisterMember } from '../api/register-member.ts';
import { INITIAL_WIZARD_VALUES, useWizardForm } from '../components/wizard-form.ts';
import {
  formField,
  STEPS,
  stepErrors,
  stepOfField,
  TERMS_STEP,
  toRegisterPayload,
  USERNAME_STEP,
} from '../components/wizard-steps.ts';

/** "Registration successful! Redirecting..." stays readable for a moment. */
const REDIRECT_DELAY_MS = 1_000;

/** The wizard's state and moves: Next checks the current step (docs/product.md#accounts-and-registration), Submit exists only on step 7. */
export function useRegistrationWizard(accountEmail: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegisterMember();
  const [active, setActive] = useState(0);
  const [checkingUsername, setCheckingUsername] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  // Step 6's e-mail is the account's unless the member gives another: the third time of asking is a check.
  const form = useWizardForm({
    mode: 'controlled',
    initialValues: {
      ...INITIAL_WIZARD_VALUES,
      role: signupRole() ?? INITIAL_WIZARD_VALUES.role,
      contactEmail: accountEmail,
      clubEmail: accountEmail,
      emailAddress: accountEmail,
    },
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const usernameIsFree = async (): Promise<boolean> => {
    setCheckingUsername(true);
    try {
      const username = form.getValues().username.trim();
      const { available } = await queryClient.fetchQuery(usernameAvailabilityQueryOptions(username));
      if (!available) form.setFieldError('username', MESSAGES.usernameTaken);
      return available;
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.username : undefined;
      form.setFieldError('username', fieldMessage ?? errorMessage(error));
      return false;
    } finally {
      setCheckingUsername(false);
    }
  };

  /** Shows field errors (ours or the server's) under their inputs and opens the first step holding one. */
  const showFieldErrors = (fields: Record<string, unknown>): boolean => {
    const errors: FormErrors = {};
    let firstStep: number | null = null;
    for (const [serverField, message] of Object.entries(fields)) {
      const field = formField(serverField);
      const step = stepOfField(field);
      if (step === null) continue;
      errors[field] = String(message);
      firstStep = firstStep === null ? step : Math.min(firstStep, step);
    }
    if (firstStep === null) return false;
    form.setErrors(errors);
    setActive(firstStep);
    return true;
  };

  /** Next's check of a step; an error on an earlier step (a role too young for the birth date) opens that step. */
  const checkStep = (step: number): boolean => {
    const errors = stepErrors(step, form.getValues());
    if (Object.keys(errors).length === 0) {
      form.setErrors({});
      return true;
    }
    if (!showFieldErrors(errors)) form.setErrors(errors);
    return false;
  };

  const succeed = (userId: number, role: TRegistrationRole) => {
    rememberMember(userId, role);
    setOutcome({ tone: 'success', message: MESSAGES.registrationSuccess });
    redirectTimer.current = window.setTimeout(async () => {
      // The session now has a member; the dashboards' guard must see it before we arrive.
      await queryClient.invalidateQueries({ queryKey: sharedKeys.me, refetchType: 'all' });
      // A parent who came from a guardian mail goes back to its page to confirm signed in (docs/product.md#parents).
      navigate((role === 'Parent' ? returnPath() : null) ?? DASHBOARD_PATH[role], { replace: true });
    }, REDIRECT_DELAY_MS);
  };

  const fail = (error: unknown) => {
    if (error instanceof RegistrationAnswerError) return setOutcome({ tone: 'error', message: error.message });
    if (isApiError(error) && error.fields && showFieldErrors(error.fields)) return;
    const clientError = isApiError(error) && error.status >= 400 && error.status < 500;
    setOutcome({ tone: 'error', message: clientError ? error.message : MESSAGES.registrationFailed });
    // Registered meanwhile (another tab): the page sends the member to their dashboard.
    if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: sharedKeys.me });
  };

  const submitRegistration = () => {
    if (!checkStep(TERMS_STEP)) return;
    const payload = toRegisterPayload(form.getValues());
    const problems = schemaResolver(ZRegisterRequest, { sync: true })(payload);
    if (Object.keys(problems).length > 0 && showFieldErrors(problems)) return;
    const parsed = ZRegisterRequest.safeParse(payload);
    if (!parsed.success) return setOutcome({ tone: 'error', message: MESSAGES.registrationFailed });
    register.mutate(parsed.data, { onSuccess: ({ userId }) => succeed(userId, parsed.data.role), onError: fail });
  };

  const next = async () => {
    if (!checkStep(active)) return;
    if (active === USERNAME_STEP && !(await usernameIsFree())) return;
    setActive((step) => Math.min(step + 1, TERMS_STEP));
  };

  /** Enter in a field and the primary button both land here: Next on steps 1-6, Submit on step 7. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || checkingUsername || outcome?.tone === 'success') return;
    setOutcome(null);
    if (active === TERMS_STEP) submitRegistration();
    else void next();
  };

  const back = () => {
    setOutcome(null);
    form.clearErrors();
    setActive((step) => Math.max(step - 1, 0));
  };

  /** The stepper lets a person return to any earlier step; values stay as typed. */
  const goTo = (step: number) => {
    if (step >= active || step < 0 || step >= STEPS.length) return;
    setOutcome(null);
    form.clearErrors();
    setActive(step);
  };

  return {
    form,
    active,
    outcome,
    onSubmit,
    back,
    goTo,
    busy: checkingUsername || register.isPending,
    done: outcome?.tone === 'success',
  };
}
