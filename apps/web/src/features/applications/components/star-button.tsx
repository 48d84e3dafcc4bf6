import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TApplication } from '@scouting/contract';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useSetStar } from '../api/star-application.ts';

/** Star ↔ unstar an application; stars belong to the signed-in poster: agent, scout or club (SPEC §4, issue 18 §4). */
export function StarButton({ application }: { application: TApplication }) {
  const member = useMember();
  const setStar = useSetStar();
  const label = `${application.starred ? 'Unstar' : 'Star'} application from ${application.player.fullName}`;
  return (
    <Tooltip label={application.starred ? 'Unstar' : 'Star'}>
      <ActionIcon
        variant={application.starred ? 'light' : 'subtle'}
        color="yellow.8"
        size="lg"
        aria-label={label}
        aria-pressed={application.starred}
        loading={setStar.isPending}
        onClick={() =>
          setStar.mutate(
            { agentId: member.id, applicationId: application.id, starred: !application.starred },
            { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
          )
        }
      >
        {application.starred ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
