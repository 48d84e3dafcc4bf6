import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemberT } from '../i18n/areas/member.ts';

type FormActionsProps = {
  onCancel: () => void;
  /** What the main button says ("Save", "Reject", "Send report"). */
  children: ReactNode;
  loading: boolean;
  color?: ButtonProps['color'];
  /** Without it the main button submits the form; with it the button only calls it. */
  onConfirm?: () => void;
  disabled?: boolean;
  /** Cancel waits while a save is under way (a profile edit would otherwise close mid-save). */
  cancelDisabled?: boolean;
};

/** The end of a form or a dialog: Cancel, then the main action, at the right. */
export function FormActions({
  onCancel,
  children,
  loading,
  color,
  onConfirm,
  disabled,
  cancelDisabled,
}: FormActionsProps) {
  const t = useMemberT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {t('member.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={color}
        loading={loading}
        disabled={disabled}
      >
        {children}
      </Button>
    </Group>
  );
}
