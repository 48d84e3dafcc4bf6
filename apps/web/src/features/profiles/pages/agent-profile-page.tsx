import { Group, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { agentProfileQueryOptions } from '../../../api/agent-details.ts';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { VerifiedBadge } from '../../../shared/verified-badge.tsx';
import { AgentFacts } from '../components/agent-facts.tsx';
import { ProfilePageShell, useProfileId } from '../components/profile-page-shell.tsx';
import { VerificationState } from '../components/verification-state.tsx';

/** Only the owner edits: the form loads when edit mode opens (npm run size). */
const AgentEditForm = lazy(async () => ({
  default: (await import('../components/role-edit-forms.tsx')).AgentEditForm,
}));

/**
 * `/agent-profile/{userId}` (docs/product.md#every-members-pages): the pictures and details in view mode, the owner's edit mode,
 * and the verification state (the badge for everyone, the rest for the agent themself).
 */
export function AgentProfilePage() {
  const agentId = useProfileId();
  const agent = useQuery(agentProfileQueryOptions(agentId));
  const t = useProfilesT();
  return (
    <ProfilePageShell
      ownerRole="Agent"
      id={agentId}
      query={agent}
      messages={{
        invalidId: MESSAGES.userIdNotFoundInUrl,
        notFound: MESSAGES.agentNotFoundStatus,
        failed: MESSAGES.errorFetchingAgentData,
      }}
      heading={({ details }) => (
        <>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>
              <bdi>{details.fullName}</bdi>
            </Title>
            {details.isVerified ? <VerifiedBadge /> : null}
          </Group>
          <Text c="dimmed">{t('profiles.heading.agent', { username: isolate(details.username) })}</Text>
        </>
      )}
      beforeDetails={({ details, isOwner }) => (isOwner ? <VerificationState agent={details} /> : null)}
      facts={(details) => <AgentFacts agent={details} />}
      editForm={(details, onDone) => <AgentEditForm details={details} onDone={onDone} />}
    />
  );
}
