import { NativeSelect, Text } from '@mantine/core';
import { LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { useState } from 'react';
import { chooseAccountLanguage } from '../../../api/account-language.ts';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { useLanguage, useT } from '../../../i18n/language-provider.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Settings' language (docs/product.md#languages): the same choice as the profile menu's, kept on the account. */
export function LanguageSettings() {
  const t = useT();
  const language = useLanguage();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const choose = (chosen: TLanguage) => {
    setOutcome(null);
    chooseAccountLanguage(chosen).then(
      () => setOutcome({ tone: 'success', message: t('settings.languageSaved') }),
      (error: unknown) =>
        setOutcome({ tone: 'error', message: errorMessage(error) || t('settings.languageSaveFailed') }),
    );
  };
  return (
    <SettingsSection title={t('settings.languageTitle')}>
      <Text size="sm">{t('settings.languageDescription')}</Text>
      <NativeSelect
        label={t('settings.languageLabel')}
        value={language}
        onChange={(event) => choose(event.currentTarget.value as TLanguage)}
        maw={320}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_INFO[code].name}
          </option>
        ))}
      </NativeSelect>
      <Outcome outcome={outcome} />
    </SettingsSection>
  );
}
