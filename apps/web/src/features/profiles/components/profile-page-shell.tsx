import { Alert, Button, Card, Group, Loader, Skeleton, Stack, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { messageText } from '@scouting/contract/message-ids';
import { IMAGE_UPLOAD_PATHS, type TImageOwnerRole } from '@scouting/contract/profile-images';
import { IconPencil } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { type TMember, useMember } from '../../../hooks/use-member.ts';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ReportButton } from '../../../shared/report-button.tsx';
import { ProfileImages } from './profile-images.tsx';

/** What every profile shows in its header and pictures. */
type ProfileSubject = {
  id: number;
  fullName: string;
  username: string;
  profileImageUrl: string | null;
  displayImageUrl: string | null;
};

/** The roles with a profile page; only agents and players have pictures (docs/architecture.md#files). */
export type TProfileRole = TImageOwnerRole | 'Scout' | 'Club';

function hasPictures(role: TProfileRole): role is TImageOwnerRole {
  return role in IMAGE_UPLOAD_PATHS;
}

/** What a profile page gives its parts: the details, who looks at them and whether it is their own. */
export type ProfileView<T> = { details: T; viewer: TMember; isOwner: boolean };

type ProfilePageShellProps<T extends ProfileSubject> = {
  ownerRole: TProfileRole;
  /** The member id from the URL, as read by `useProfileId`. */
  id: number;
  query: UseQueryResult<T>;
  /** The profile page's alerts, by id: the bad URL, not found (`{status}`) and the failed fetch (`{reason}`). */
  messages: { invalidId: string; notFound: string; failed: string };
  /** Name, badges and the line under it. */
  heading: (view: ProfileView<T>) => ReactNode;
  /** Buttons beside Edit and Report (an agent's Message and Offer to Sign). */
  actions?: (view: ProfileView<T>) => ReactNode;
  /** Between the header and the details card (the agent's verification state). */
  beforeDetails?: (view: ProfileView<T>) => ReactNode;
  facts: (details: T) => ReactNode;
  editForm: (details: T, onDone: () => void) => ReactNode;
  /** Below the details card (the player's Transfermarkt link and latest videos). */
  after?: (view: ProfileView<T>) => ReactNode;
};

/** `/player-profile/{userId}`, `/agent-profile/{userId}`, …: the id in the URL, NaN when it is not a number. */
export function useProfileId(): number {
  return Number(useParams().userId);
}

/**
 * The page shared by the player and agent profiles (docs/product.md#every-members-pages): the URL and loading states, the
 * pictures, the header with Edit and Report, and the details card in view or edit mode.
 */
export function ProfilePageShell<T extends ProfileSubject>(props: ProfilePageShellProps<T>) {
  const { ownerRole, id, query, messages } = props;
  const viewer = useMember();
  const t = useProfilesT();
  const sentence = useSentence();
  const noun = ownerRole.toLowerCase();
  // Which profile is in edit mode: following a link to another profile leaves it. A dashboard's
  // Edit link (`?edit`) opens the page in edit mode; only the owner ever sees the form.
  const [searchParams] = useSearchParams();
  const [editingId, setEditingId] = useState<number | null>(searchParams.has('edit') ? id : null);
  const editing = editingId === id && query.data?.id === viewer.id;

  if (!Number.isInteger(id) || id <= 0) return <ProfileAlert ownerRole={ownerRole} message={messages.invalidId} />;
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t(`profiles.loading.${ownerRole}`)}>
        <PageTitle>{t(`profiles.pageTitle.${ownerRole}`)}</PageTitle>
        <Skeleton height={36} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    const { error } = query;
    // The contract's message with the status or the server's words, in the language shown.
    const message =
      isApiError(error) && error.status === 404
        ? messageText(messages.notFound, { status: error.status })
        : messageText(messages.failed, { reason: error.message });
    return <ProfileAlert ownerRole={ownerRole} message={sentence(message)} />;
  }
  const details = query.data;
  const view: ProfileView<T> = { details, viewer, isOwner: viewer.id === details.id };
  const headingId = `${noun}-details-heading`;
  return (
    <Stack gap="lg">
      <PageTitle>{details.fullName}</PageTitle>
      {hasPictures(ownerRole) ? (
        <ProfileImages
          ownerRole={ownerRole}
          userId={details.id}
          fullName={details.fullName}
          profileImageUrl={details.profileImageUrl}
          displayImageUrl={details.displayImageUrl}
          editable={view.isOwner}
        />
      ) : null}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>{props.heading(view)}</Stack>
        <Group gap="xs">
          {view.isOwner && !editing ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditingId(id)}
            >
              {t('profiles.edit')}
            </Button>
          ) : null}
          {props.actions?.(view)}
          {view.isOwner || viewer.role === 'Admin' ? null : (
            <ReportButton
              subjectType="profile"
              subjectId={details.id}
              label={t('profiles.report', { fullName: isolate(details.fullName) })}
              variant="light"
              size="sm"
            />
          )}
        </Group>
      </Group>
      {props.beforeDetails?.(view)}
      <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h3" mb="md" id={headingId}>
          {t(`profiles.detailsHeading.${ownerRole}`)}
        </Title>
        {editing ? (
          // A page may load its edit form when the owner opens it.
          <Suspense fallback={<Loader size="sm" />}>{props.editForm(details, () => setEditingId(null))}</Suspense>
        ) : (
          props.facts(details)
        )}
      </Card>
      {props.after?.(view)}
    </Stack>
  );
}

function ProfileAlert({ ownerRole, message }: { ownerRole: TProfileRole; message: string }) {
  const t = useProfilesT();
  const sentence = useSentence();
  const title = t(`profiles.pageTitle.${ownerRole}`);
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Alert color="red" role="alert">
        {sentence(message)}
      </Alert>
    </Stack>
  );
}
