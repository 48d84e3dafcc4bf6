import { Button, type ButtonProps, Paper, Stack, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';

/** One block of the Settings page, named by its heading for assistive technology. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type SettingsFormProps = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** What the last submit did, shown above the button. */
  outcome?: TOutcome;
  /** What the button says ("Change password"). */
  submitLabel: string;
  loading: boolean;
  color?: ButtonProps['color'];
  children: ReactNode;
};

/** A form of the Settings page: its fields, the last outcome, then the submit button at the start. */
export function SettingsForm({ onSubmit, outcome = null, submitLabel, loading, color, children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Outcome outcome={outcome} />
        <Button type="submit" color={color} loading={loading} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
