import { Alert, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { lazy } from 'react';
import { useMe } from '../../../api/me.ts';
import { Deferred } from '../../../components/deferred.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useSettingsT } from '../../../i18n/areas/settings.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MyGuardiansCard } from '../../../shared/my-guardians-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { LanguageSettings } from '../components/language-settings.tsx';
import { NotificationPreferenceSettings } from '../components/notification-preference-settings.tsx';
import { OtherSessions } from '../components/other-sessions.tsx';
import { PushNotificationSettings } from '../components/push-notification-settings.tsx';
import { TwoFactorSettings } from '../components/two-factor-settings.tsx';

// Download and delete (docs/product.md#deleting-an-account) sit at the bottom of the page: their code loads after its first screen.
const AccountDataSettings = lazy(async () => ({
  default: (await import('../components/account-data-settings.tsx')).AccountDataSettings,
}));

/** `/settings`, the profile menu's Settings (docs/product.md#every-members-pages): password, two-factor, sessions, language, what reaches the inbox, this device's notifications, own data. */
export function SettingsPage() {
  const member = useMember();
  const t = useSettingsT();
  const sentence = useSentence();
  const twoFactorEnabled = useMe().data?.user.twoFactorEnabled ?? false;
  const isAdmin = member.role === 'Admin';
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle>{t('settings.pageTitle')}</PageTitle>
      <Title order={1}>{t('settings.pageTitle')}</Title>
      {isAdmin && !twoFactorEnabled ? (
        <Alert color="red" title={t('settings.twoFactorRequired')}>
          {sentence(MESSAGES.twoFactorSetupIntro)}
        </Alert>
      ) : null}
      {member.role === 'Player' ? <MyGuardiansCard /> : null}
      <TwoFactorSettings enabled={twoFactorEnabled} isAdmin={isAdmin} />
      <ChangePasswordForm />
      <OtherSessions />
      <LanguageSettings />
      {/* Decision 012: until two-factor is on, an admin's member routes answer 403; what they would load waits. */}
      {isAdmin && !twoFactorEnabled ? null : (
        <>
          <NotificationPreferenceSettings />
          <PushNotificationSettings />
        </>
      )}
      <Deferred>
        <AccountDataSettings twoFactorEnabled={twoFactorEnabled} />
      </Deferred>
    </Stack>
  );
}
