export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (a digest's List-Unsubscribe, RFC 2369 and 8058). */
  headers?: Record<string, string>;
  /** The same for every attempt at one queued mail (infra/queue/mail-jobs.ts). */
  messageId?: string;
};

/** One way to send mail; SMTP in production, the dev outbox otherwise (docs/architecture.md#mail-youtube-countries-live-updates). */
export type Mailer = {
  send(mail: Mail): Promise<void>;
  close?(): void;
};
