import { SegmentedControl } from '@mantine/core';
import { type TQueueState, ZQueueState } from '@scouting/contract/schemas/admin';
import { useSearchParams } from 'react-router';
import { useMemberT } from '../i18n/areas/member.ts';

/**
 * The Pending / Decided filter of an admin queue (docs/product.md#admin-pages), kept in the address (`?state=`) so
 * a reload, the back button or a shared link shows the same list. Anything else reads as pending,
 * what an admin opens the page for.
 */
export function useQueueState(): [TQueueState, (state: TQueueState) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = ZQueueState.safeParse(params.get('state'));
  const state = parsed.success ? parsed.data : 'pending';
  const setState = (next: TQueueState) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('state', next);
        return updated;
      },
      { replace: true },
    );
  return [state, setState];
}

export function QueueStateFilter({
  state,
  onChange,
  label,
}: {
  state: TQueueState;
  onChange: (state: TQueueState) => void;
  /** What the list holds, for screen readers: e.g. "Which reports". */
  label: string;
}) {
  const t = useMemberT();
  return (
    <SegmentedControl
      value={state}
      onChange={(value) => onChange(value as TQueueState)}
      data={[
        { value: 'pending', label: t('member.queue.pending') },
        { value: 'decided', label: t('member.queue.decided') },
      ]}
      aria-label={label}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
