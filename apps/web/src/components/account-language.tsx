import { useEffect } from 'react';
import { meQuery, useSharedQuery } from '../api/first-screen-data.ts';
import { activateLanguage, currentLanguage } from '../i18n/i18n.ts';

/**
 * A member's language follows them to any device (docs/product.md#languages): once the session answer names the
 * account's language, the app shows it and this device remembers it. Only a change of the account's
 * choice acts, so a menu choice shown before the account has saved it is not undone.
 */
export function AccountLanguage() {
  const language = useSharedQuery(meQuery)?.language ?? null;
  useEffect(() => {
    if (language && language !== currentLanguage()) void activateLanguage(language);
  }, [language]);
  return null;
}
