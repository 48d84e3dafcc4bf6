import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZChannelLinkForm } from '@scouting/contract';
import { IconBrandYoutube } from '@tabler/icons-react';
import { WebsiteInput } from '../../../components/text-inputs.tsx';
import { useSyncYoutube } from '../api/sync-youtube.ts';
import { announceSync, syncErrorMessage } from './notices.ts';

type ChannelLinkFormProps = { playerId: number; initialLink?: string; submitLabel?: string };

/** Paste a channel link (SPEC §5 rule checked here and on the server), then sync. */
export function ChannelLinkForm({ playerId, initialLink = '', submitLabel = 'Connect channel' }: ChannelLinkFormProps) {
  const sync = useSyncYoutube(announceSync);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { channelLink: initialLink },
    validate: schemaResolver(ZChannelLinkForm, { sync: true }),
  });

  const submit = form.onSubmit(({ channelLink }) => {
    sync.mutate({ playerId, channelIdOrUsername: channelLink.trim() });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WebsiteInput
          label="YouTube channel link"
          description="For example https://www.youtube.com/@yourhandle or https://www.youtube.com/channel/UC…"
          placeholder="https://www.youtube.com/@yourhandle"
          leftSection={<IconBrandYoutube size={18} aria-hidden />}
          key={form.key('channelLink')}
          {...form.getInputProps('channelLink')}
        />
        {sync.isError ? (
          <Alert color="red" role="alert">
            {syncErrorMessage(sync.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={sync.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
