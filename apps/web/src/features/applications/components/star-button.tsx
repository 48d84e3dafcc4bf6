import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TApplication } from '@scouting/contract';
import { isolate } from '@scouting/contract/bidi-isolate';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetStar } from '../api/star-application.ts';

/** Star ↔ unstar an application; stars belong to the signed-in poster: agent, scout or club (docs/product.md#applications, decision 020). */
export function StarButton({ application }: { application: TApplication }) {
  const member = useMember();
  const setStar = useSetStar();
  const t = useApplicationsT();
  const sentence = useSentence();
  const name = application.player.fullName;
  const label = application.starred
    ? t('applications.star.unstarLabel', { name: isolate(name) })
    : t('applications.star.starLabel', { name: isolate(name) });
  return (
    <Tooltip label={application.starred ? t('applications.star.unstar') : t('applications.star.star')}>
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
            { onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }) },
          )
        }
      >
        {application.starred ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
