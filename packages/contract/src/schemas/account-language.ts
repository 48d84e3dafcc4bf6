import { z } from 'zod';
import { ACCOUNT_LANGUAGE_MESSAGES } from '../account-language.ts';
import { LANGUAGES } from '../languages.ts';
import { lazySchema } from '../lazy-schema.ts';

export const ZLanguage = lazySchema(() => z.enum(LANGUAGES, { error: ACCOUNT_LANGUAGE_MESSAGES.unknownLanguage }));

/** PUT /api/account/language (docs/product.md#languages): the language a member reads the app and its mails in, on every device. */
export const ZAccountLanguage = lazySchema(() => z.object({ language: ZLanguage }));
export type TAccountLanguage = z.infer<typeof ZAccountLanguage>;
