import { messageIds } from './message-ids.ts';

export const ACCOUNT_LANGUAGE_MESSAGES = messageIds('ACCOUNT_LANGUAGE_MESSAGES', ['unknownLanguage']);
