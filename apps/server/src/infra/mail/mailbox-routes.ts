import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMails } from '../../db/schema/index.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { extractLinks } from './outbox-mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Development only: the mails that were kept instead of sent (docs/architecture.md#mail-youtube-countries-live-updates). */
export async function mailboxRoutes(app: FastifyInstance) {
  // A loopback HOST is not enough (a port forward or a local proxy reaches it): the caller must be local too.
  app.addHook('onRequest', loopbackOnly);
  const latest = () => app.db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(100);

  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => {
    const mails = await latest();
    return mails.map((m) => ({ ...m, links: extractLinks(m.text) }));
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map((m) => {
        const links = extractLinks(m.text)
          .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
          .join('');
        return `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre><ul>${links}</ul></article>`;
      })
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head><body><main><h1>Development mailbox</h1><p>Mails the server would have sent, newest first. Configure SMTP_URL to send them for real.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
  });
}
