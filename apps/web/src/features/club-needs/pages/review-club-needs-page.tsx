import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { CLUB_NEED_CLOSE_REASON_MAX } from '@scouting/contract/club-need-oversight';
import { CLUB_NEED_MESSAGES, type TClubNeedStatus } from '@scouting/contract/club-needs';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { type TAdminClubNeed, ZAdminClubNeedClose } from '@scouting/contract/schemas/club-need-oversight';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ReasonDecisionModal } from '../../../components/reason-decision-modal.tsx';
import { useClubsDate, useClubsT } from '../../../i18n/areas/clubs.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import {
  adminClubNeedsQueryOptions,
  adminNeedPitchesQueryOptions,
  type OversightFilters,
  useAdminCloseClubNeed,
} from '../api/admin-club-needs.ts';
import { ANSWER_KEY } from '../components/pitch-answer-keys.ts';

const CLOSE_RULE = { schema: ZAdminClubNeedClose, maxLength: CLUB_NEED_CLOSE_REASON_MAX };

/**
 * The filters in the address (`?status=open&club=12&clubName=…`), so a reload, the back button or
 * a shared link shows the same list; anything unreadable reads as no filter.
 */
function useOversightFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const clubId = Number(params.get('club'));
  const filters: OversightFilters = {
    status: status === 'open' || status === 'closed' ? status : null,
    clubId: Number.isInteger(clubId) && clubId > 0 ? clubId : null,
  };
  const clubName = filters.clubId === null ? null : (params.get('clubName') ?? String(filters.clubId));
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    clubName,
    setStatus: (next: TClubNeedStatus | null) => update({ status: next }),
    setClub: (club: { id: number; name: string } | null) =>
      update({ club: club ? String(club.id) : null, clubName: club ? club.name : null }),
  };
}

/**
 * `/review-club-needs` (docs/product.md#club-needs, decision 056): admins oversee every club's
 * requirements and the pitches they received, filtered by status and club, and close one with a
 * reason the club reads (on the audit log).
 */
export function ReviewClubNeedsPage() {
  const t = useClubsT();
  const sentence = useSentence();
  const { filters, clubName, setStatus, setClub } = useOversightFilters();
  const needs = useInfiniteQuery(adminClubNeedsQueryOptions(filters));
  return (
    <Stack gap="md" maw={900}>
      <PageTitle>{t('clubs.oversight.title')}</PageTitle>
      <Title order={1}>{t('clubs.oversight.title')}</Title>
      <Text>{t('clubs.oversight.intro')}</Text>
      <SegmentedControl
        value={filters.status ?? 'all'}
        onChange={(value) => setStatus(value === 'open' || value === 'closed' ? value : null)}
        data={[
          { value: 'all', label: t('clubs.oversight.statusAll') },
          { value: 'open', label: t('clubs.needs.status.open') },
          { value: 'closed', label: t('clubs.needs.status.closed') },
        ]}
        aria-label={t('clubs.oversight.statusFilter')}
        style={{ alignSelf: 'flex-start' }}
      />
      {clubName === null ? (
        <Text size="sm">{t('clubs.oversight.clubFilterHint')}</Text>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('clubs.oversight.onlyClub', { name: isolate(clubName) })}
          </Text>
          <Button size="xs" variant="default" onClick={() => setClub(null)}>
            {t('clubs.oversight.allClubs')}
          </Button>
        </Group>
      )}
      <PagedList
        query={needs}
        items={(data) => data.pages.flatMap((page) => page.needs)}
        loadingLabel={t('clubs.needs.loading')}
        skeletonRows={2}
        skeletonHeight={160}
        errorText={sentence(CLUB_NEED_MESSAGES.listLoadFailed)}
        empty={<Text>{t('clubs.oversight.empty')}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t('clubs.oversight.list')}>
            {all.map((need) => (
              <OversightCard
                key={need.id}
                need={need}
                filteredByClub={filters.clubId !== null}
                onOnlyClub={() => setClub({ id: need.clubId, name: need.clubName })}
              />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}

function OversightCard({
  need,
  filteredByClub,
  onOnlyClub,
}: {
  need: TAdminClubNeed;
  filteredByClub: boolean;
  onOnlyClub: () => void;
}) {
  const t = useClubsT();
  const formatDate = useClubsDate();
  const positionLabel = usePositionLabel();
  const close = useAdminCloseClubNeed();
  const [showingPitches, pitchesToggle] = useDisclosure(false);
  const [closing, closeDialog] = useDisclosure(false);
  const headingId = `oversight-need-${need.id}`;
  const pitchesId = `oversight-need-${need.id}-pitches`;
  const open = need.status === 'open';
  const counts = need.pitchCounts;
  const names = { id: need.id, name: isolate(need.clubName) };
  const facts: Fact[] = [
    [t('clubs.oversight.requirement'), `#${need.id}`],
    [t('clubs.needs.positions'), need.positions.map(positionLabel).join(', ')],
    [t('clubs.needs.deadline'), formatDate(need.deadline)],
    [t('clubs.oversight.posted'), formatDate(need.createdAt)],
    [
      t('clubs.oversight.pitches'),
      t('clubs.oversight.pitchCounts', {
        total: counts.total,
        unanswered: counts.unanswered,
        interested: counts.interested,
        notAFit: counts.notAFit,
        trial: counts.inviteToTrial,
      }),
    ],
    [t('clubs.needs.closedReason'), need.closedReason],
  ];
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{need.clubName}</bdi>
          </Title>
          <Badge color={open ? 'pitch' : 'gray.7'} variant="filled">
            {t(open ? 'clubs.needs.status.open' : 'clubs.needs.status.closed')}
          </Badge>
        </Group>
        <FactList facts={facts} hideEmpty density="compact" />
        <Group gap="sm" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            onClick={pitchesToggle.toggle}
            aria-expanded={showingPitches}
            aria-controls={showingPitches ? pitchesId : undefined}
          >
            {t(showingPitches ? 'clubs.oversight.hidePitches' : 'clubs.oversight.showPitches', { id: need.id })}
          </Button>
          {filteredByClub ? null : (
            <Button size="xs" variant="default" onClick={onOnlyClub}>
              {t('clubs.oversight.onlyThisClub', { name: isolate(need.clubName) })}
            </Button>
          )}
          {open ? (
            <Button size="xs" color="red.9" onClick={closeDialog.open}>
              {t('clubs.oversight.closeButton')}
            </Button>
          ) : null}
        </Group>
        {showingPitches ? <NeedPitches needId={need.id} id={pitchesId} /> : null}
      </Stack>
      <ReasonDecisionModal
        opened={closing}
        onClose={closeDialog.close}
        title={t('clubs.oversight.closeTitle', names)}
        confirmLabel={t('clubs.needs.close')}
        rule={CLOSE_RULE}
        onConfirm={async (reason) => {
          await close.mutateAsync({ id: need.id, reason });
          notifications.show({ color: 'pitch', message: t('clubs.oversight.closed', names) });
        }}
      >
        {t('clubs.oversight.closeBody')}
      </ReasonDecisionModal>
    </Card>
  );
}

function NeedPitches({ needId, id }: { needId: number; id: string }) {
  const t = useClubsT();
  const sentence = useSentence();
  const pitches = useInfiniteQuery(adminNeedPitchesQueryOptions(needId));
  return (
    <Stack id={id} gap="xs">
      <PagedList
        query={pitches}
        items={(data) => data.pages.flatMap((page) => page.pitches)}
        loadingLabel={t('clubs.pitches.loading')}
        skeletonRows={1}
        skeletonHeight={80}
        errorText={sentence(PITCH_MESSAGES.listLoadFailed)}
        empty={<Text size="sm">{t('clubs.oversight.noPitches')}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t('clubs.pitches.viewPitches', { id: needId })} gap="xs">
            {all.map((pitch) => (
              <PitchRow key={pitch.id} pitch={pitch} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}

/** One pitch as the admin oversees it: the player, the agent, the answer and its dates. */
function PitchRow({ pitch }: { pitch: TPitch }) {
  const t = useClubsT();
  const formatDate = useClubsDate();
  const headingId = `oversight-pitch-${pitch.id}`;
  const facts: Fact[] = [
    [t('clubs.pitches.agent'), pitch.agent.fullName],
    [t('clubs.pitches.pitchedOn'), formatDate(pitch.createdAt)],
    [t('clubs.oversight.answeredOn'), pitch.answeredAt ? formatDate(pitch.answeredAt) : null],
  ];
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/player-profile/${pitch.player.id}`}>
              <bdi>{pitch.player.fullName}</bdi>
            </Anchor>
          </Title>
          <Badge color={pitch.answer ? 'pitch' : 'gray.7'} variant="filled">
            {t(pitch.answer ? ANSWER_KEY[pitch.answer] : 'clubs.pitches.waiting')}
          </Badge>
        </Group>
        <FactList facts={facts} hideEmpty density="compact" />
      </Stack>
    </Card>
  );
}
