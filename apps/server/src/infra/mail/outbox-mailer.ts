import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

/** Keeps mails in the database and prints their links, so a newcomer needs no SMTP server. */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger, mailboxUrl: string): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMails).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        messageId: mail.messageId ?? null,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      });
      // Never the address or the links: a reset or consent link in the log is a way into an account.
      log.info({ subject: mail.subject }, `Mail kept in ${mailboxUrl}`);
    },
  };
}

export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
