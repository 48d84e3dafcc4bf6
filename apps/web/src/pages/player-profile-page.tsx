import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES, MESSAGES } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { playerDetailsQueryOptions } from '../api/player-details.ts';
import { ShortlistButton } from '../components/shortlist-button.tsx';
import { PlayerContactActions } from '../features/messaging/components/player-contact-actions.tsx';
import { PlayerEditForm } from '../features/profiles/components/player-edit-form.tsx';
import { PlayerFacts } from '../features/profiles/components/player-facts.tsx';
import { ProfilePageShell, useProfileId } from '../features/profiles/components/profile-page-shell.tsx';
import { RepresentedBy } from '../features/representation/components/represented-by.tsx';
import { ProfileTransfermarkt } from '../features/transfermarkt/components/profile-transfermarkt.tsx';
import { LatestVideos } from '../features/videos/components/latest-videos.tsx';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useSentence } from '../i18n/sentences.ts';

// Admins only (issue 32 §2): its dialog's code is not part of every member's profile page.
const SuspendMemberButton = lazy(async () => ({
  default: (await import('../components/suspend-member-button.tsx')).SuspendMemberButton,
}));

/**
 * `/player-profile/{userId}` (SPEC §2, §4): the pictures and details in view mode, the player's own
 * edit mode, the agent who represents the player (issue 28), and for agents the Message and Offer
 * to Sign buttons; then the Transfermarkt link (with
 * the permission switch for admins) and the latest videos. Agents, scouts and clubs can shortlist the
 * player (issue 18 §2).
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
        invalidId: sentence(MESSAGES.userIdNotFoundInUrl),
        notFound: sentence(MESSAGES.playerNotFoundStatus),
        failed: sentence(MESSAGES.errorFetchingPlayerData),
      }}
      heading={({ details }) => (
        <>
          <Title order={1}>{details.fullName}</Title>
          <Group gap="xs">
            <Text c="dimmed">@{details.username}</Text>
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
          {/* A refused consent shows its own control below (issue 32 §2). */}
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
          <ProfileTransfermarkt player={details} adminView={viewer.role === 'Admin'} />
          <LatestVideos playerId={details.id} playerName={details.fullName} />
        </>
      )}
    />
  );
}
