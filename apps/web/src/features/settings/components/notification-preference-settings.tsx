import { Checkbox, Group, Radio, Skeleton, Text } from '@mantine/core';
import {
  DELIVERIES,
  MESSAGE_DELIVERIES,
  NOTIFICATION_CATEGORIES,
  type TNotificationCategory,
} from '@scouting/contract/notification-preferences';
import type { TMessageDelivery, TNotificationPreferences } from '@scouting/contract/schemas/notification-preferences';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../../../api/notification-preferences.ts';
import type { TOutcome } from '../../../components/form-alert.tsx';
import { type SettingsMessageId, useSettingsT } from '../../../i18n/areas/settings.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

// The contract's labels (NOTIFICATION_PREFERENCE_LABELS) in the catalog; English is theirs word for word (a test checks).
const CATEGORY_IDS: Record<TNotificationCategory, SettingsMessageId> = {
  messages: 'settings.prefs.category.messages',
  applications: 'settings.prefs.category.applications',
  opportunities: 'settings.prefs.category.opportunities',
  alerts: 'settings.prefs.category.alerts',
};

const DELIVERY_IDS: Record<TMessageDelivery, SettingsMessageId> = {
  off: 'settings.prefs.delivery.off',
  bell: 'settings.prefs.delivery.bell',
  email: 'settings.prefs.delivery.email',
  digest: 'settings.prefs.delivery.digest',
};

/**
 * Settings → What reaches your inbox (decision 031): per category the bell only, the bell and an
 * e-mail, or a daily digest (messages can be off too), and the chime. Account and safeguarding
 * mails are not listed: they cannot be turned off, and the intro says so.
 */
export function NotificationPreferenceSettings() {
  const saved = useQuery(notificationPreferencesQuery);
  const t = useSettingsT();
  const sentence = useSentence();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<TNotificationPreferences | null>(null);
  const [outcome, setOutcome] = useState<TOutcome>(null);
  // The form starts from what the server keeps, once it has answered.
  useEffect(() => {
    if (saved.data && draft === null) setDraft(saved.data);
  }, [saved.data, draft]);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!draft) return;
    setOutcome(null);
    save.mutate(draft, {
      onSuccess: () => setOutcome({ tone: 'success', message: t('settings.prefs.saved') }),
      onError: (error) =>
        setOutcome({ tone: 'error', message: sentence(errorMessage(error)) || t('settings.prefs.saveFailed') }),
    });
  };

  const choose = (category: TNotificationCategory, value: string) =>
    setDraft((current) => (current ? ({ ...current, [category]: value } as TNotificationPreferences) : current));

  return (
    <SettingsSection title={t('settings.prefs.title')}>
      <Text size="sm">{t('settings.prefs.intro')}</Text>
      {saved.isError ? <Text size="sm">{t('settings.prefs.loadFailed')}</Text> : null}
      {draft === null && !saved.isError ? <Skeleton height={180} /> : null}
      {draft ? (
        <SettingsForm
          onSubmit={submit}
          outcome={outcome}
          submitLabel={t('settings.prefs.save')}
          loading={save.isPending}
        >
          {NOTIFICATION_CATEGORIES.map((category) => (
            <Radio.Group
              key={category}
              name={`notification-${category}`}
              label={t(CATEGORY_IDS[category])}
              value={draft[category]}
              onChange={(value) => choose(category, value)}
            >
              <Group gap="md" mt={4}>
                {(category === 'messages' ? MESSAGE_DELIVERIES : DELIVERIES).map((delivery) => (
                  <Radio key={delivery} value={delivery} label={t(DELIVERY_IDS[delivery])} />
                ))}
              </Group>
            </Radio.Group>
          ))}
          <Checkbox
            label={t('settings.prefs.chime')}
            checked={draft.chime}
            onChange={(event) => {
              const chime = event.currentTarget.checked;
              setDraft((current) => (current ? { ...current, chime } : current));
            }}
          />
        </SettingsForm>
      ) : null}
    </SettingsSection>
  );
}
