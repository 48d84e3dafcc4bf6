import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { agentProfileQueryOptions } from '../api/get-agent-details.ts';
import { AgentEditForm } from '../components/agent-edit-form.tsx';
import { AgentFacts } from '../components/agent-facts.tsx';
import { ProfileImages } from '../components/profile-images.tsx';
import { VerificationState, VerifiedBadge } from '../components/verification-state.tsx';

/**
 * `/agent-profile/{userId}` (SPEC §2, §4): the pictures and details in view mode, the owner's edit mode,
 * and the verification state (the badge for everyone, the rest for the agent themself).
 */
export function AgentProfilePage() {
  const { userId } = useParams();
  const agentId = Number(userId);
  const viewer = useMember();
  const agent = useQuery(agentProfileQueryOptions(agentId));
  // Which profile is in edit mode: following a link to another profile leaves it.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = editingId === agentId;
  const setEditing = (on: boolean) => setEditingId(on ? agentId : null);

  if (!Number.isInteger(agentId) || agentId <= 0) return <ProfileAlert message={MESSAGES.userIdNotFoundInUrl} />;
  if (agent.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the agent">
        <PageTitle>Agent Profile</PageTitle>
        <Skeleton height={36} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (agent.isError) {
    const { error } = agent;
    const message =
      isApiError(error) && error.status === 404
        ? `${MESSAGES.agentNotFoundStatus}${error.status}`
        : `${MESSAGES.errorFetchingAgentData}${error.message}`;
    return <ProfileAlert message={message} />;
  }
  const details = agent.data;
  const isOwner = viewer.id === details.id;
  return (
    <Stack gap="lg">
      <PageTitle>{details.fullName}</PageTitle>
      <ProfileImages
        ownerRole="Agent"
        userId={details.id}
        fullName={details.fullName}
        profileImageUrl={details.profileImageUrl}
        displayImageUrl={details.displayImageUrl}
        editable={isOwner}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{details.fullName}</Title>
            {details.isVerified ? <VerifiedBadge /> : null}
          </Group>
          <Text c="dimmed">@{details.username} · Agent</Text>
        </Stack>
        {isOwner && !editing ? (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {isOwner || viewer.role === 'Admin' ? null : (
          <ReportButton
            subjectType="profile"
            subjectId={details.id}
            label={`Report ${details.fullName}'s profile`}
            variant="light"
            size="sm"
          />
        )}
      </Group>
      {isOwner ? <VerificationState agent={details} /> : null}
      <Card withBorder padding="lg" component="section" aria-labelledby="agent-details-heading">
        <Title order={2} size="h3" mb="md" id="agent-details-heading">
          Agent details
        </Title>
        {editing ? <AgentEditForm agent={details} onDone={() => setEditing(false)} /> : <AgentFacts agent={details} />}
      </Card>
    </Stack>
  );
}

function ProfileAlert({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <PageTitle>Agent Profile</PageTitle>
      <Title order={1}>Agent Profile</Title>
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </Stack>
  );
}
