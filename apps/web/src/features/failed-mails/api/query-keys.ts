export const failedMailsKeys = {
  all: ['admin', 'failed-mails'] as const,
};
