import { NativeSelect } from '@mantine/core';
import { LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { activateLanguage } from '../i18n/i18n.ts';
import { useLanguage, useT } from '../i18n/language-provider.tsx';

/**
 * The visitor's language switch in the header of the login and other public pages (docs/product.md#languages): a
 * native select, light on the first screen and usable by keyboard and screen reader as it is. Each
 * language is named in itself.
 */
export function LanguageSelect() {
  const t = useT();
  const language = useLanguage();
  return (
    <NativeSelect
      aria-label={t('header.language')}
      value={language}
      onChange={(event) => void activateLanguage(event.currentTarget.value as TLanguage)}
      // Narrow enough beside the brand, the colour toggle and a signed-in visitor's Logout on a 360 px
      // phone; each language's name is its own word, so no icon is needed to find it.
      w={{ base: 124, xs: 180 }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_INFO[code].name}
        </option>
      ))}
    </NativeSelect>
  );
}
