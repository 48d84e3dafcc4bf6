import { Alert, Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TImageOwnerRole, TImageSlot } from '@scouting/contract/profile-images';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { type ProfilesMessageId, useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { IMAGE_ACCEPT, imageFileProblem } from './image-picker.ts';
import classes from './profile-images.module.css';

type ProfileImagesProps = {
  ownerRole: TImageOwnerRole;
  userId: number;
  fullName: string;
  profileImageUrl: string | null;
  displayImageUrl: string | null;
  /** The member themself: may change both pictures. */
  editable: boolean;
};

/** The top of a profile page: the display (cover) image with the profile photo over its corner. */
export function ProfileImages({
  ownerRole,
  userId,
  fullName,
  profileImageUrl,
  displayImageUrl,
  editable,
}: ProfileImagesProps) {
  const t = useProfilesT();
  return (
    <Stack gap="sm">
      <div className={classes.cover}>
        {/* The cover decorates; the photo below carries the member's name for screen readers. */}
        {displayImageUrl ? <img src={displayImageUrl} alt="" className={classes.coverImage} /> : null}
      </div>
      <Avatar
        src={profileImageUrl}
        alt={t('profiles.photoAlt', { fullName: isolate(fullName) })}
        name={fullName}
        color="initials"
        size={96}
        className={classes.avatar}
      />
      {editable ? <ImageUploadButtons ownerRole={ownerRole} userId={userId} slots={['profile', 'display']} /> : null}
    </Stack>
  );
}

const SLOT_LABEL: Record<TImageSlot, ProfilesMessageId> = {
  profile: 'profiles.changePhoto',
  display: 'profiles.changeDisplayImage',
};
const SLOT_FAILURE: Record<TImageSlot, string> = {
  profile: MESSAGES.uploadFailed,
  display: MESSAGES.displayImageUploadFailed,
};

type Failure = { slot: TImageSlot; reason: string };

/** The upload buttons with the contract's failure texts, and why, under them. */
export function ImageUploadButtons({
  ownerRole,
  userId,
  slots,
}: {
  ownerRole: TImageOwnerRole;
  userId: number;
  slots: readonly TImageSlot[];
}) {
  const upload = useUploadProfileImage(ownerRole, userId);
  const sentence = useSentence();
  const [failure, setFailure] = useState<Failure | null>(null);

  const choose = (slot: TImageSlot) => (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      setFailure({ slot, reason: problem });
      return;
    }
    setFailure(null);
    upload.mutate({ slot, file }, { onError: (error) => setFailure({ slot, reason: errorMessage(error) }) });
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="xs">
        {slots.map((slot) => (
          <SlotButton
            key={slot}
            slot={slot}
            onChoose={choose(slot)}
            loading={upload.isPending && upload.variables?.slot === slot}
            disabled={upload.isPending && upload.variables?.slot !== slot}
          />
        ))}
      </Group>
      {failure ? (
        <Alert color="red" role="alert" title={sentence(SLOT_FAILURE[failure.slot])} w="100%">
          {sentence(failure.reason)}
        </Alert>
      ) : null}
    </Stack>
  );
}

type SlotButtonProps = { slot: TImageSlot; onChoose: (file: File) => void; loading: boolean; disabled: boolean };

function SlotButton({ slot, onChoose, loading, disabled }: SlotButtonProps) {
  // Cleared after each choice so that choosing the same file again (after a failure) still uploads.
  const resetRef = useRef<() => void>(null);
  const t = useProfilesT();
  return (
    <FileButton
      resetRef={resetRef}
      accept={IMAGE_ACCEPT}
      onChange={(file) => {
        resetRef.current?.();
        if (file) onChoose(file);
      }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          size="sm"
          leftSection={slot === 'profile' ? <IconCamera size={16} aria-hidden /> : <IconPhoto size={16} aria-hidden />}
          loading={loading}
          disabled={disabled}
        >
          {t(SLOT_LABEL[slot])}
        </Button>
      )}
    </FileButton>
  );
}
