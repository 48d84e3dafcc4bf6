import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZChannelLinkForm } from '@scouting/contract/schemas/videos';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useId } from 'react';
import { WebsiteInput } from '../../../components/text-inputs.tsx';
import { useParentHold } from '../../../hooks/use-parent-hold.ts';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSyncYoutube } from '../api/sync-youtube.ts';
import { syncErrorMessage, useAnnounceSync } from './notices.ts';

type ChannelLinkFormProps = { playerId: number; initialLink?: string; submitLabel?: string };

/** Paste a channel link (its rule checked here and on the server), then sync. */
export function ChannelLinkForm({ playerId, initialLink = '', submitLabel }: ChannelLinkFormProps) {
  const t = useVideosT();
  const sentence = useSentence();
  const sync = useSyncYoutube(useAnnounceSync());
  // Connecting a channel shows a minor's videos to others: not before a parent confirmed (decision 008).
  const hold = useParentHold();
  const holdId = useId();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { channelLink: initialLink },
    validate: schemaResolver(ZChannelLinkForm, { sync: true }),
  });

  const submit = form.onSubmit(({ channelLink }) => {
    sync.mutate({ playerId, channelIdOrUsername: channelLink.trim() });
  });

  const channelLinkProps = form.getInputProps('channelLink');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WebsiteInput
          label={t('videos.channel.label')}
          description={t('videos.channel.description')}
          placeholder={t('videos.channel.placeholder')}
          leftSection={<IconBrandYoutube size={18} aria-hidden />}
          disabled={hold !== null}
          aria-describedby={hold ? holdId : undefined}
          key={form.key('channelLink')}
          {...channelLinkProps}
          error={typeof channelLinkProps.error === 'string' ? sentence(channelLinkProps.error) : channelLinkProps.error}
        />
        {hold ? (
          <Text size="sm" id={holdId} c="red.9">
            {sentence(hold)}
          </Text>
        ) : null}
        {sync.isError ? (
          <Alert color="red" role="alert">
            {sentence(syncErrorMessage(sync.error))}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={sync.isPending} disabled={hold !== null}>
            {submitLabel ?? t('videos.channel.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
