import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client.ts';
import { GrowingTextarea } from '../components/growing-textarea.tsx';
import { useSentence } from '../i18n/sentences.ts';

type Choice = { label: string; ariaLabel: string; onClick: () => void };

type ReviewDecisionProps = {
  /** The optional reason a denial is sent with. */
  reason: { label: string; description: string; maxLength: number; value: string; onChange: (value: string) => void };
  /** Between the reason and the buttons (the agent's "allow resubmission"). */
  children?: ReactNode;
  deciding: boolean;
  approve: Choice;
  deny: Choice;
};

/** The decision on a waiting verification request (docs/product.md#admin-pages): a reason, approve or deny. */
export function ReviewDecision({ reason, children, deciding, approve, deny }: ReviewDecisionProps) {
  return (
    <Stack gap="sm">
      <GrowingTextarea
        label={reason.label}
        description={reason.description}
        minRows={2}
        maxLength={reason.maxLength}
        value={reason.value}
        onChange={(event) => reason.onChange(event.currentTarget.value)}
      />
      {children}
      <Group gap="sm">
        <Button loading={deciding} aria-label={approve.ariaLabel} onClick={approve.onClick}>
          {approve.label}
        </Button>
        <Button color="red.9" loading={deciding} aria-label={deny.ariaLabel} onClick={deny.onClick}>
          {deny.label}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What a review decision's mutation does when it settles: the `success` sentence, or the server's
 * refusal in the language shown under `failedTitle`.
 */
export function useDecisionNotices(failedTitle: string) {
  const sentence = useSentence();
  return (success: string) => ({
    onSuccess: () => notifications.show({ color: 'pitch', message: success }),
    onError: (error: Error) =>
      notifications.show({ color: 'red', title: failedTitle, message: sentence(errorMessage(error)) }),
  });
}
