import { Badge, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate, isolateTexts } from '@scouting/contract/bidi-isolate';
import type { TOwnReference, TPlayerReference } from '@scouting/contract/schemas/references';
import { errorMessage } from '../../../api/client.ts';
import { ListError, ListSkeleton } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDecideReference, useOwnReferences, usePlayerReferences } from '../api/references.ts';
import { AskReferenceForm } from './ask-reference-form.tsx';

/** "Reference from {name}, {role} at {club}" and the coach's words. */
function ReferenceBody({
  reference,
}: {
  reference: Pick<TPlayerReference, 'name' | 'role' | 'club'> & { text: string | null };
}) {
  const t = useCareerT();
  return (
    <>
      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
        {t('career.references.from', isolateTexts(reference))}
      </Title>
      {reference.text ? (
        <Blockquote dir="auto" p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reference.text}
        </Blockquote>
      ) : null}
    </>
  );
}

const STATUS_COLOR = { pending: 'gray', expired: 'red', written: 'yellow', approved: 'teal' } as const;

function OwnReference({ reference }: { reference: TOwnReference }) {
  const t = useCareerT();
  const sentence = useSentence();
  const decide = useDecideReference();
  const expired = reference.status === 'pending' && new Date(reference.expiresAt).getTime() <= Date.now();
  const state = expired ? 'expired' : reference.status;
  const run = (decision: 'approve' | 'remove') =>
    decide.mutate(
      { id: reference.id, decision },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: sentence(answer.message) }),
        onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
      },
    );
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <ReferenceBody reference={reference} />
        <Group gap="xs" justify="space-between">
          <Badge color={STATUS_COLOR[state]} variant="light" style={{ textTransform: 'none' }}>
            {t(`career.references.status.${state}`)}
          </Badge>
          <Group gap="xs">
            {reference.status === 'written' ? (
              <Button
                size="xs"
                loading={decide.isPending && decide.variables?.decision === 'approve'}
                onClick={() => run('approve')}
                aria-label={t('career.references.approve', { name: isolate(reference.name) })}
              >
                {t('career.references.approveShort')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              loading={decide.isPending && decide.variables?.decision === 'remove'}
              onClick={() => run('remove')}
              aria-label={t('career.references.remove', { name: isolate(reference.name) })}
            >
              {t('career.references.removeShort')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The owner's view: every reference they asked for, with Approve and Remove, and the form to ask. */
function OwnReferences() {
  const t = useCareerT();
  const sentence = useSentence();
  const references = useOwnReferences(true);
  return (
    <SectionCard title={t('career.references.title')}>
      {references.isPending ? <ListSkeleton label={t('career.references.title')} rows={1} height={64} /> : null}
      {references.isError ? (
        <ListError message={sentence(errorMessage(references.error))} onRetry={() => references.refetch()} />
      ) : null}
      {references.data?.references.length === 0 ? <Text size="sm">{t('career.references.emptyOwn')}</Text> : null}
      {references.data && references.data.references.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {references.data.references.map((reference) => (
            <OwnReference key={reference.id} reference={reference} />
          ))}
        </Stack>
      ) : null}
      <AskReferenceForm />
    </SectionCard>
  );
}

/** Others see the approved references only, and no section when there is none. */
function ApprovedReferences({ playerId }: { playerId: number }) {
  const t = useCareerT();
  const references = usePlayerReferences(playerId, true);
  const list = references.data?.references ?? [];
  if (list.length === 0) return null;
  return (
    <SectionCard title={t('career.references.title')}>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {list.map((reference) => (
          <Paper key={reference.id} withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
            <Stack gap="xs">
              <ReferenceBody reference={reference} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** A profile's references (docs/product.md#references): the owner manages theirs, others read the approved ones. */
export function PlayerReferences({ playerId, isOwner }: { playerId: number; isOwner: boolean }) {
  return isOwner ? <OwnReferences /> : <ApprovedReferences playerId={playerId} />;
}
