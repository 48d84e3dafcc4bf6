import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CAREER_MESSAGES } from '@scouting/contract/career';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { ListError, ListSkeleton } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CareerTable } from '../../../shared/career-table.tsx';
import { useCareer, useVerifySeason } from '../api/career.ts';
import { AskCoachForm } from './ask-coach-form.tsx';
import { CareerEditor } from './career-editor.tsx';
import { PendingCorrections } from './pending-corrections.tsx';

/**
 * The record's section of a profile (docs/product.md#career-and-seasons): the table for every
 * reader, the editor for its owner, and Verify on each line for admins.
 */
export function PlayerCareer({
  playerId,
  canEdit,
  canVerify,
}: {
  playerId: number;
  canEdit: boolean;
  canVerify: boolean;
}) {
  const t = useCareerT();
  const sentence = useSentence();
  const career = useCareer(playerId);
  const verify = useVerifySeason(playerId);
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard title={t('career.title')}>
      {career.isPending ? <ListSkeleton label={t('career.title')} rows={2} height={64} /> : null}
      {career.isError ? (
        <ListError message={sentence(errorMessage(career.error))} onRetry={() => career.refetch()} />
      ) : null}
      {career.data && editing ? (
        <CareerEditor playerId={playerId} career={career.data} onDone={() => setEditing(false)} />
      ) : null}
      {career.data && !editing ? (
        <>
          {canEdit ? <PendingCorrections playerId={playerId} career={career.data} /> : null}
          <CareerTable
            career={career.data}
            emptyText={canEdit ? t('career.emptyOwn') : undefined}
            onVerify={
              canVerify
                ? (line) =>
                    verify.mutate(line.id, {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: sentence(CAREER_MESSAGES.verified) }),
                      onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
                    })
                : undefined
            }
          />
          {canEdit ? (
            <Group>
              <Button variant="light" onClick={() => setEditing(true)}>
                {t('career.edit')}
              </Button>
            </Group>
          ) : null}
          {canEdit ? <AskCoachForm playerId={playerId} career={career.data} /> : null}
        </>
      ) : null}
    </SectionCard>
  );
}
