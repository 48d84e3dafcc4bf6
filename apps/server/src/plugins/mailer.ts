import fp from 'fastify-plugin';
import type { Mailer } from '../infra/mail/mailer.ts';
import { createOutboxMailer } from '../infra/mail/outbox-mailer.ts';
import { createSmtpMailer } from '../infra/mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set, else the dev outbox in the database (docs/architecture.md#mail-youtube-countries-live-updates); tests pass their own. */
export const mailerPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { config } = app;
    const mailer =
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(app.db, app.log, `${config.appOrigin}/dev/mailbox`));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close?.());
  },
  { name: 'mailer', dependencies: ['config', 'database'] },
);
