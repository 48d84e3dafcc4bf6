import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { isolate } from '@scouting/contract/bidi-isolate';
import { IconBan } from '@tabler/icons-react';
import { useSuspendMember } from '../api/suspend-member.ts';
import { ReasonDecisionModal } from '../components/reason-decision-modal.tsx';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';

/**
 * 'Suspend account' for an admin on a member's profile (docs/product.md#reports-and-suspension), beside reinstate on the
 * server: confirmed with a reason, which the member is told; the member is signed out everywhere.
 */
export function SuspendMemberButton({ member }: { member: { id: number; fullName: string } }) {
  const [opened, dialog] = useDisclosure(false);
  const suspend = useSuspendMember();
  const t = useMemberT();
  const sentence = useSentence();
  const fullName = member.fullName;
  return (
    <>
      <Button
        color="red.9"
        size="sm"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={dialog.open}
        aria-label={t('member.suspend.buttonLabel', { fullName: isolate(fullName) })}
      >
        {t('member.suspend.button')}
      </Button>
      <ReasonDecisionModal
        opened={opened}
        onClose={dialog.close}
        title={t('member.suspend.title', { fullName: isolate(fullName) })}
        confirmLabel={t('member.suspend.confirm')}
        onConfirm={async (reason) => {
          await suspend.mutateAsync({ memberId: member.id, reason });
          notifications.show({ color: 'pitch', message: sentence(ADMIN_MESSAGES.memberSuspendedNotice) });
        }}
      >
        {t('member.suspend.consequences', { fullName: isolate(fullName) })}
      </ReasonDecisionModal>
    </>
  );
}
