import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES } from '@scouting/contract';
import { IconBan } from '@tabler/icons-react';
import { useSuspendMember } from '../api/suspend-member.ts';
import { ReasonDecisionModal } from './reason-decision-modal.tsx';

/**
 * 'Suspend account' for an admin on a member's profile (issue 32 §2), beside reinstate on the
 * server: confirmed with a reason, which the member is told; the member is signed out everywhere.
 */
export function SuspendMemberButton({ member }: { member: { id: number; fullName: string } }) {
  const [opened, dialog] = useDisclosure(false);
  const suspend = useSuspendMember();
  return (
    <>
      <Button
        color="red.9"
        size="sm"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={dialog.open}
        aria-label={`Suspend account of ${member.fullName}`}
      >
        Suspend account
      </Button>
      <ReasonDecisionModal
        opened={opened}
        onClose={dialog.close}
        title={`Suspend the account of ${member.fullName}`}
        confirmLabel="Suspend"
        onConfirm={async (reason) => {
          await suspend.mutateAsync({ memberId: member.id, reason });
          notifications.show({ color: 'pitch', message: ADMIN_MESSAGES.memberSuspendedNotice });
        }}
      >
        {member.fullName} is signed out everywhere and cannot sign in until an admin reinstates the account. The
        decision goes on the audit log with your reason.
      </ReasonDecisionModal>
    </>
  );
}
