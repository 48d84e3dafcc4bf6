import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLUB_NEED_MESSAGES } from '@scouting/contract/club-needs';
import type { TClubNeed } from '@scouting/contract/schemas/club-needs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { MountAfterCommit } from '../../../components/mount-after-commit.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { clubNeedsQueryOptions, useCloseClubNeed } from '../api/club-needs.ts';
import { ClubNeedFacts } from './club-need-facts.tsx';
import { ClubNeedForm } from './club-need-form.tsx';

const NO_FILTERS = { position: null, dealType: null };

/**
 * The club's requirements on its dashboard (docs/product.md#club-needs): post one (a verified club),
 * and change or close each. `canPost` is the club's verification as its dashboard knows it; the
 * server decides again.
 */
export function OwnClubNeedsSection({ canPost }: { canPost: boolean }) {
  const t = useClubsT();
  const sentence = useSentence();
  const needs = useInfiniteQuery(clubNeedsQueryOptions(NO_FILTERS));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="club-needs-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="club-needs-heading">
          {t('clubs.needs.ownTitle')}
        </Title>
        <Text size="sm">{t('clubs.needs.ownIntro')}</Text>
        {canPost ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('clubs.needs.newTitle')}
            </Title>
            {/* Its fields mount after the list's query has subscribed (decision 079). */}
            <MountAfterCommit>
              <ClubNeedForm />
            </MountAfterCommit>
          </Stack>
        ) : (
          <Text size="sm">{sentence(CLUB_NEED_MESSAGES.verifyClubFirst)}</Text>
        )}
        <PagedList
          query={needs}
          items={(data) => data.pages.flatMap((page) => page.needs)}
          loadingLabel={t('clubs.needs.loading')}
          skeletonRows={1}
          skeletonHeight={120}
          errorText={sentence(CLUB_NEED_MESSAGES.listLoadFailed)}
          empty={<Text size="sm">{sentence(CLUB_NEED_MESSAGES.noOwnNeeds)}</Text>}
          loadMoreAlign="start"
        >
          {(all) => (
            <ItemList label={t('clubs.needs.ownList')}>
              {all.map((need) => (
                <OwnNeedCard key={need.id} need={need} canEdit={canPost} />
              ))}
            </ItemList>
          )}
        </PagedList>
      </Stack>
    </Card>
  );
}

function OwnNeedCard({ need, canEdit }: { need: TClubNeed; canEdit: boolean }) {
  const t = useClubsT();
  const sentence = useSentence();
  const close = useCloseClubNeed();
  const [editing, setEditing] = useState(false);
  const headingId = `own-need-${need.id}`;
  const open = need.status === 'open';
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {t('clubs.needs.cardTitle', { id: need.id })}
          </Title>
          <Badge color={open ? 'pitch' : 'gray.7'} variant="filled">
            {t(open ? 'clubs.needs.status.open' : 'clubs.needs.status.closed')}
          </Badge>
        </Group>
        {editing ? <ClubNeedForm need={need} onDone={() => setEditing(false)} /> : <ClubNeedFacts need={need} />}
        <Anchor component={Link} to={`/club-needs/${need.id}/pitches`} size="sm">
          {t('clubs.pitches.viewPitches', { id: need.id })}
        </Anchor>
        {open && !editing ? (
          <Group gap="sm">
            {canEdit ? (
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                {t('clubs.needs.edit')}
              </Button>
            ) : null}
            <Button
              size="xs"
              color="red.9"
              loading={close.isPending}
              onClick={() =>
                close.mutate(need.id, {
                  onSuccess: () => notifications.show({ color: 'pitch', message: sentence(CLUB_NEED_MESSAGES.closed) }),
                  onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
                })
              }
            >
              {t('clubs.needs.close')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
