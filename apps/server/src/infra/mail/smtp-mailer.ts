import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: the queue's mails go over a few open connections instead of a new one (and its
  // handshake) each; `close` ends them at shutdown.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
