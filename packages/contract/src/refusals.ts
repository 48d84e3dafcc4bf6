import { messageIds } from './message-ids.ts';
/**
 * The API's plain refusals that docs/product.md does not word: a thing asked for that does not exist, a form
 * or file the server cannot read (docs/product.md#languages: these go out in the caller's language too).
 */
export const REFUSAL_MESSAGES = messageIds('REFUSAL_MESSAGES', [
  'agentNotFound',
  'applicationNotFound',
  'fileNotFound',
  'memberNotFound',
  'playerNotFound',
  'posterNotFound',
  'viewerNotFound',
  'imageUnreadable',
  'fileEmpty',
  'formUnreadable',
  'multipartRequired',
]);
