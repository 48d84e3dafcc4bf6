import { Alert, Stack, Text } from '@mantine/core';
import { DECISION_REASON_MAX_LENGTH } from '@scouting/contract/admin';
import { ZDecisionReasonRequest } from '@scouting/contract/schemas/admin';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';
import { FormActions } from './form-actions.tsx';
import { GrowingTextarea } from './growing-textarea.tsx';
import { LazyModal } from './lazy-modal.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title: "Decline the request for Kid Talent". */
  title: string;
  /** What the decision does and to whom, with links to the item and the people. */
  children: ReactNode;
  /** The main button: "Decline", "Revoke", "Suspend". */
  confirmLabel: string;
  /** Called with the trimmed reason; the dialog closes when it resolves, and shows the error otherwise. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The reason's rule when it is not the usual 1 to 1000 characters (a requirement's closing: 500). */
  rule?: { schema: ReasonSchema; maxLength: number };
};

type ReasonSchema = Pick<typeof ZDecisionReasonRequest, 'safeParse'>;

const USUAL_RULE = { schema: ZDecisionReasonRequest, maxLength: DECISION_REASON_MAX_LENGTH };

/**
 * An admin's decision that must say why (docs/product.md#admin-pages): the consequences, a required reason (1 to
 * 1000 characters, the contract's rule) and a confirmation; nothing happens until Confirm.
 */
export function ReasonDecisionModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  rule = USUAL_RULE,
}: Props) {
  const t = useMemberT();
  const sentence = useSentence();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setReason('');
    setFieldError(null);
    setFailure(null);
    onClose();
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = rule.schema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onConfirm(parsed.data.reason);
      setSaving(false);
      setReason('');
      onClose();
    } catch (error) {
      setSaving(false);
      setFailure(errorMessage(error));
    }
  };

  return (
    <LazyModal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" component="div">
            {children}
          </Text>
          <GrowingTextarea
            label={t('member.decision.reason')}
            description={t('member.decision.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setFieldError(null);
            }}
            maxLength={rule.maxLength}
            error={fieldError === null ? null : sentence(fieldError)}
            required
            minRows={3}
            data-autofocus
          />
          {failure ? (
            <Alert color="red" role="alert">
              {sentence(failure)}
            </Alert>
          ) : null}
          <FormActions onCancel={close} color="red.8" loading={saving} cancelDisabled={saving}>
            {confirmLabel}
          </FormActions>
        </Stack>
      </form>
    </LazyModal>
  );
}
