import { messageIds } from './message-ids.ts';
/**
 * The admins' 'Failed mail' list (decision 033): mails the durable queue gave up on after a day of
 * retries, and the words of its page. Apart from ADMIN_MESSAGES so the admin's other pages do not
 * carry them.
 */
export const FAILED_MAIL_MESSAGES = messageIds('FAILED_MAIL_MESSAGES', [
  'intro',
  'empty',
  'loadFailed',
  'retryConfirm',
  'retried',
  'notFound',
  'notFailed',
]);
