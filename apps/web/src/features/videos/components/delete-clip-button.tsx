import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { VIDEO_UPLOAD_MESSAGES } from '@scouting/contract/video-uploads';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDeleteVideo } from '../api/upload-video.ts';

/**
 * The owner's 'Delete' for an uploaded clip (decision 034), behind a confirmation: the clip, its
 * poster and its ratings go for good, and the storage it used is free again. Loaded with the
 * upload form's module, only on the owner's profile.
 */
export function DeleteClipButton({ videoId, title }: { videoId: number; title: string }) {
  const t = useVideosT();
  const sentence = useSentence();
  const remove = useDeleteVideo({
    onSuccess: ({ message }) => notifications.show({ color: 'pitch', message: sentence(message) }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: sentence(errorMessage(error) || VIDEO_UPLOAD_MESSAGES.deleteFailed),
      }),
  });
  const confirm = () =>
    openConfirmModal({
      title: sentence(VIDEO_UPLOAD_MESSAGES.deleteTitle),
      children: (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {title}: {sentence(VIDEO_UPLOAD_MESSAGES.deleteExplained)}
        </Text>
      ),
      labels: { confirm: sentence(VIDEO_UPLOAD_MESSAGES.delete), cancel: t('videos.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('videos.closeDialog') },
      onConfirm: () => remove.mutate(videoId),
    });
  return (
    <Button
      size="xs"
      variant="default"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      aria-label={t('videos.deleteClip', { title: isolate(title) })}
      loading={remove.isPending}
      onClick={confirm}
    >
      {sentence(VIDEO_UPLOAD_MESSAGES.delete)}
    </Button>
  );
}
