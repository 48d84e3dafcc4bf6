/**
 * The admins' 'Failed mail' list (decision 033): mails the durable queue gave up on after a day of
 * retries, and the words of its page. Apart from ADMIN_MESSAGES so the admin's other pages do not
 * carry them.
 */
export const FAILED_MAIL_MESSAGES = {
  intro:
    'Mails the server could not hand to the mail server for a day. Retry sends one again with the same Message-ID, so a receiver that got it after all shows it once.',
  empty: 'No mail has failed. Mails the server gives up on after a day of retries appear here.',
  loadFailed: 'The failed mails could not be loaded.',
  retryConfirm: 'Send this mail again now? It is retried for another day if the mail server is still down.',
  retried: 'The mail is queued again and goes out within seconds if the mail server answers.',
  notFound: 'There is no such mail in the queue.',
  notFailed: 'This mail has not failed: it is already waiting, being sent or sent.',
} as const;
