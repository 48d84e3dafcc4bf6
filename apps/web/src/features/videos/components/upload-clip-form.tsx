import { Alert, Badge, Button, FileInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { VIDEO_TITLE_MAX, VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOAD_RULE } from '@scouting/contract/video-uploads';
import { IconMovie } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { UploadProgressBar } from '../../../components/upload-progress-bar.tsx';
import { useNumberFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useUploadVideo, useVideoStatus } from '../api/upload-video.ts';

const STATUS_COLOR = { Processing: 'blue', Ready: 'pitch', Failed: 'red' } as const;

/**
 * The owner's 'Upload a clip' form on their video profile (decision 034): a title and a file, the
 * share sent while it uploads, then the clip's state (Processing, Ready, or Failed with the
 * reason), asked again until it is done.
 */
export function UploadClipForm({ playerId }: { playerId: number }) {
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [sent, setSent] = useState<number | null>(null);
  const [uploadedId, setUploadedId] = useState<number | null>(null);
  const upload = useUploadVideo(playerId);
  const status = useVideoStatus(uploadedId, playerId);
  const sentence = useSentence();
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 0 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = VIDEO_UPLOAD_MESSAGES.titleRequired;
    if (!file) next.file = VIDEO_UPLOAD_MESSAGES.fileRequired;
    else if (file.size > VIDEO_UPLOAD_RULE.maxBytes) next.file = VIDEO_UPLOAD_MESSAGES.tooBig;
    setErrors(next);
    if (!file || Object.keys(next).length > 0) return;
    setSent(0);
    upload.mutate(
      { title: title.trim(), file, onProgress: setSent },
      {
        onSettled: () => setSent(null),
        onSuccess: (video) => {
          setUploadedId(video.id);
          setTitle('');
          setFile(null);
        },
      },
    );
  };

  const clip = status.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {sentence(VIDEO_UPLOAD_MESSAGES.heading)}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={520}>
          <TextInput
            label={sentence(VIDEO_UPLOAD_MESSAGES.titleLabel)}
            required
            maxLength={VIDEO_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title && sentence(errors.title)}
          />
          <FileInput
            label={sentence(VIDEO_UPLOAD_MESSAGES.fileLabel)}
            description={sentence(VIDEO_UPLOAD_MESSAGES.fileHint)}
            required
            accept={VIDEO_UPLOAD_RULE.accept}
            clearable
            leftSection={<IconMovie size={18} aria-hidden />}
            value={file}
            onChange={setFile}
            error={errors.file && sentence(errors.file)}
          />
          {upload.isError ? (
            <Alert color="red" role="alert">
              {sentence(upload.error instanceof ApiError ? upload.error.message : VIDEO_UPLOAD_MESSAGES.uploadFailed)}
            </Alert>
          ) : null}
          {sent !== null ? (
            <UploadProgressBar share={sent}>
              {sentence(VIDEO_UPLOAD_MESSAGES.uploading)} {percent.format(sent)}
            </UploadProgressBar>
          ) : null}
          <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            {sentence(VIDEO_UPLOAD_MESSAGES.submit)}
          </Button>
        </Stack>
      </form>
      {clip ? (
        <Group gap="xs" role="status" aria-live="polite" data-testid="upload-status">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{clip.title}</bdi>:
          </Text>
          <Badge color={STATUS_COLOR[clip.status]} variant="light">
            {sentence(VIDEO_UPLOAD_MESSAGES[clip.status])}
          </Badge>
          {clip.status === 'Failed' && clip.failureReason ? (
            <Text size="sm">{sentence(clip.failureReason)}</Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
