import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MAX_GUARDIANS_PER_CHILD, type TGuardianLinkSource } from '@scouting/contract/guardians';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useApplicationDates } from '../../../i18n/areas/applications.ts';
import { type GuardiansMessageId, useGuardiansT } from '../../../i18n/areas/guardians.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { childGuardiansQueryOptions, useGuardianLinkChange } from '../api/guardian-calls.ts';

/** How each guardian was linked, as the admin reads it. */
const VIA_LABEL: Record<TGuardianLinkSource, GuardiansMessageId> = {
  admin: 'guardians.admin.viaAdmin',
  consent_link: 'guardians.admin.viaLink',
  guardian_invite: 'guardians.admin.viaInvite',
};

/**
 * The admin's view of a player's guardians (docs/product.md#parents), on the player's profile: who they are and
 * how each was linked; link a Parent member by their username (at most two a child), or unlink one.
 */
export function AdminGuardians({ childId, childName }: { childId: number; childName: string }) {
  const t = useGuardiansT();
  const sentence = useSentence();
  const dates = useApplicationDates();
  const guardians = useQuery(childGuardiansQueryOptions(childId));
  const change = useGuardianLinkChange(childId);
  const [username, setUsername] = useState('');
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const onError = (error: unknown) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) });

  const link = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    change.mutate(
      { kind: 'link', childId, parentUsername: username.trim() },
      {
        onSuccess: () => {
          setUsername('');
          setOutcome({ tone: 'success', message: t('guardians.admin.linked') });
        },
        onError,
      },
    );
  };
  const unlink = (linkId: number, name: string) =>
    openConfirmModal({
      title: t('guardians.admin.unlinkTitle', { name: isolate(name), child: isolate(childName) }),
      children: <Text>{t('guardians.admin.unlinkExplained', { name: isolate(name), child: isolate(childName) })}</Text>,
      labels: { confirm: t('guardians.admin.unlink'), cancel: t('guardians.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('guardians.closeDialog') },
      onConfirm: () => {
        setOutcome(null);
        change.mutate(
          { kind: 'unlink', linkId },
          { onSuccess: () => setOutcome({ tone: 'success', message: t('guardians.admin.unlinked') }), onError },
        );
      },
    });

  const list = guardians.data?.guardians ?? [];
  return (
    <SectionCard title={t('guardians.admin.title')}>
      <Outcome outcome={outcome} />
      {guardians.isPending ? (
        <Skeleton height={60} />
      ) : guardians.isError ? (
        <Alert color="red">{t('guardians.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        <Text>{t('guardians.admin.none')}</Text>
      ) : (
        <ItemList label={t('guardians.admin.title')}>
          {list.map((guardian) => (
            <Card component="li" withBorder padding="sm" key={guardian.linkId}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{guardian.fullName}</bdi> (@<bdi>{guardian.username}</bdi>)
                  </Text>
                  <Text size="sm">{t(VIA_LABEL[guardian.linkedVia], { date: dates.date(guardian.linkedAt) })}</Text>
                </Stack>
                <Button
                  size="xs"
                  color="red.8"
                  variant="outline"
                  loading={change.isPending}
                  aria-label={t('guardians.admin.unlinkNamed', { name: isolate(guardian.fullName) })}
                  onClick={() => unlink(guardian.linkId, guardian.fullName)}
                >
                  {t('guardians.admin.unlink')}
                </Button>
              </Group>
            </Card>
          ))}
        </ItemList>
      )}
      {list.length < MAX_GUARDIANS_PER_CHILD && !guardians.isPending ? (
        <form onSubmit={link}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('guardians.admin.username')}
              description={t('guardians.admin.usernameHint')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              autoComplete="off"
              required
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" loading={change.isPending} disabled={username.trim() === ''}>
              {t('guardians.admin.link')}
            </Button>
          </Group>
        </form>
      ) : null}
    </SectionCard>
  );
}
