import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMember } from '../../../hooks/use-member.ts';
import { useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetStar } from '../api/star-application.ts';

/**
 * Star ↔ unstar an application; stars belong to the signed-in poster: agent, scout or club
 * (docs/product.md#applications, decision 020). The star is the quick add to the post's shortlist
 * (decision 070), so a star says where the applicant went, with the way there.
 */
export function StarButton({ application }: { application: TApplication }) {
  const member = useMember();
  const setStar = useSetStar();
  const navigate = useNavigate();
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
            {
              onSuccess: ({ shortlist }) => {
                if (!shortlist) return;
                notifications.show({
                  message: (
                    <>
                      {t('applications.star.added', { name: isolate(name), list: isolate(shortlist.name) })}{' '}
                      {/* A toast lives outside the router: a plain link, followed in the app by navigate. */}
                      <Anchor
                        href="/shortlists"
                        onClick={(event) => {
                          event.preventDefault();
                          navigate('/shortlists');
                        }}
                      >
                        {t('applications.star.openShortlists')}
                      </Anchor>
                    </>
                  ),
                });
              },
              onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
            },
          )
        }
      >
        {application.starred ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
