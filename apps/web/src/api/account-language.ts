import { ACCOUNT_LANGUAGE_PATH, type TLanguage } from '@scouting/contract/languages';
import { activateLanguage } from '../i18n/i18n.ts';
import { apiRequest } from './client.ts';
import { meQuery, refetchSharedQuery } from './first-screen-data.ts';

/**
 * A member's choice of language (docs/product.md#languages): shown at once, kept on this device and on their
 * account, so that every device they sign in on shows it.
 */
export async function chooseAccountLanguage(language: TLanguage): Promise<void> {
  await activateLanguage(language);
  await apiRequest(ACCOUNT_LANGUAGE_PATH, { method: 'PUT', body: { language } });
  await refetchSharedQuery(meQuery);
}
