import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { MESSAGES } from '@scouting/contract/messages';
import type { TRole } from '@scouting/contract/roles';
import { SEARCHER_ROLES } from '@scouting/contract/search';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { playerDetailsQueryOptions } from '../api/player-details.ts';
import { PlayerContactActions } from '../features/messaging/components/player-contact-actions.tsx';
import { PlayerFacts } from '../features/profiles/components/player-facts.tsx';
import { ProfilePageShell, useProfileId } from '../features/profiles/components/profile-page-shell.tsx';
import { RepresentedBy } from '../features/representation/components/represented-by.tsx';
import { ProfileTransfermarkt } from '../features/transfermarkt/components/profile-transfermarkt.tsx';
import { LatestVideos } from '../features/videos/components/latest-videos.tsx';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useSentence } from '../i18n/sentences.ts';
import { ShortlistButton } from '../shared/shortlist-button.tsx';

/** Only the owner edits: the form loads when edit mode opens (npm run size). */
const PlayerEditForm = lazy(async () => ({
  default: (await import('../features/profiles/components/player-edit-form.tsx')).PlayerEditForm,
}));

/**
 * 'Compare' and its tray load on first use, for the members who judge players only: a player
 * opening a profile never loads them (bundle budgets, decision 021).
 */
const CompareButton = lazy(async () => ({ default: (await import('../shared/compare-tray.tsx')).CompareButton }));
const CompareTray = lazy(async () => ({ default: (await import('../shared/compare-tray.tsx')).CompareTray }));

/** Who may put players side by side (GET /api/compare): those who judge them, not players. */
const comparesPlayers = (role: TRole) => (SEARCHER_ROLES as readonly TRole[]).includes(role);

// Admins only (docs/product.md#admin-pages): its dialog's code is not part of every member's profile page.
const SuspendMemberButton = lazy(async () => ({
  default: (await import('../shared/suspend-member-button.tsx')).SuspendMemberButton,
}));

// Admins only (docs/product.md#parents): the child's guardians, with link and unlink.
const AdminGuardians = lazy(async () => ({
  default: (await import('../features/guardians/components/admin-guardians.tsx')).AdminGuardians,
}));

// For the members who write reports: its texts and calls load apart from the profile (decision 053).
const PlayerScoutReports = lazy(async () => ({
  default: (await import('../shared/player-scout-reports.tsx')).PlayerScoutReports,
}));

// The record loads with its own texts, after the page's first paint (docs/product.md#career-and-seasons).
const PlayerCareer = lazy(async () => ({
  default: (await import('../features/career/components/player-career.tsx')).PlayerCareer,
}));

// References load with the record's texts, after the page's first paint (docs/product.md#references).
const PlayerReferences = lazy(async () => ({
  default: (await import('../features/references/components/player-references.tsx')).PlayerReferences,
}));

/**
 * `/player-profile/{userId}` (docs/product.md#every-members-pages): the pictures and details in view mode, the player's own
 * edit mode, the agent who represents the player (docs/product.md#representation), and for agents the Message and Offer
 * to Sign buttons; then the Transfermarkt link (with
 * the permission switch for admins) and the latest videos. Agents, scouts and clubs can shortlist the
 * player (decision 019).
 */
export function PlayerProfilePage() {
  const playerId = useProfileId();
  const player = useQuery(playerDetailsQueryOptions(playerId));
  const t = useDashboardsT();
  const sentence = useSentence();
  return (
    <ProfilePageShell
      ownerRole="Player"
      id={playerId}
      query={player}
      messages={{
        invalidId: MESSAGES.userIdNotFoundInUrl,
        notFound: MESSAGES.playerNotFoundStatus,
        failed: MESSAGES.errorFetchingPlayerData,
      }}
      heading={({ details }) => (
        <>
          <Title order={1}>
            <bdi>{details.fullName}</bdi>
          </Title>
          <Group gap="xs">
            <Text c="dimmed">
              @<bdi>{details.username}</bdi>
            </Text>
            {details.isUnderage ? (
              <Badge color="yellow" c="dark" variant="light">
                {t('dashboards.underage')}
              </Badge>
            ) : null}
          </Group>
          <RepresentedBy representedBy={details.representedBy} />
        </>
      )}
      actions={({ details, viewer }) => (
        <>
          <PlayerContactActions playerId={details.id} playerName={details.fullName} />
          <ShortlistButton playerId={details.id} playerName={details.fullName} size="sm" />
          {comparesPlayers(viewer.role) ? (
            <Suspense fallback={null}>
              <CompareButton playerId={details.id} playerName={details.fullName} size="sm" />
            </Suspense>
          ) : null}
          {/* A refused consent shows its own control below (docs/product.md#admin-pages). */}
          {viewer.role === 'Admin' && details.parentConsent !== 'refused' ? (
            <SuspendMemberButton member={details} />
          ) : null}
        </>
      )}
      facts={(details) => <PlayerFacts player={details} />}
      editForm={(details, onDone) => <PlayerEditForm player={details} onDone={onDone} />}
      after={({ details, viewer }) => (
        <>
          {viewer.role === 'Admin' && details.parentConsent === 'refused' ? (
            <Alert color="red" variant="light" title={t('dashboards.consentRefusedAdminTitle')}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{sentence(ADMIN_MESSAGES.parentConsentRefusedAdmin)}</Text>
                <Suspense fallback={null}>
                  <SuspendMemberButton member={details} />
                </Suspense>
              </Stack>
            </Alert>
          ) : null}
          {viewer.role === 'Admin' ? (
            <Suspense fallback={null}>
              <AdminGuardians childId={details.id} childName={details.fullName} />
            </Suspense>
          ) : null}
          {viewer.role !== 'Player' ? (
            <Suspense fallback={null}>
              <PlayerScoutReports playerId={details.id} playerName={details.fullName} />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <PlayerCareer playerId={details.id} canEdit={details.isOwnerView} canVerify={viewer.role === 'Admin'} />
          </Suspense>
          <Suspense fallback={null}>
            <PlayerReferences playerId={details.id} isOwner={viewer.id === details.id} />
          </Suspense>
          <ProfileTransfermarkt player={details} adminView={viewer.role === 'Admin'} />
          <LatestVideos playerId={details.id} playerName={details.fullName} />
          {comparesPlayers(viewer.role) ? (
            <Suspense fallback={null}>
              <CompareTray />
            </Suspense>
          ) : null}
        </>
      )}
    />
  );
}
