import {
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATION_PREFERENCE_PATHS,
} from '@scouting/contract/notification-preferences';
import { ZNotificationPreferences } from '@scouting/contract/schemas/notification-preferences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, EVERY_ROLE, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../infra/mail/mail-html.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { memberOfUnsubscribeToken, turnDigestsOff } from './daily-digest.ts';
import { readPreferences, savePreferences } from './preferences.ts';

const tags = ['notifications'];
const ZUnsubscribeQuery = z.object({
  token: z
    .string({ error: NOTIFICATION_PREFERENCE_LABELS.unsubscribeInvalid })
    .min(1, NOTIFICATION_PREFERENCE_LABELS.unsubscribeInvalid)
    .max(200, NOTIFICATION_PREFERENCE_LABELS.unsubscribeInvalid),
});

/** A page small enough to need nothing but the HTML (no script: the link opens it from a mail). */
function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Daily digest</title></head><body style="font-family: sans-serif; max-width: 36em; margin: 2em auto; padding: 0 1em">${body}</body></html>`;
}

export async function notificationPreferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // RFC 8058: a one-click unsubscribe is a form post (`List-Unsubscribe=One-Click`); only this
  // route reads that body type, and only to accept it (the token in the address says who).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(
    NOTIFICATION_PREFERENCE_PATHS.preferences,
    {
      schema: {
        tags,
        summary: "The signed-in member's notification preferences (the defaults until they choose)",
        response: { 200: ZNotificationPreferences },
      },
      preHandler: requireMember(...EVERY_ROLE),
    },
    async (request) => readPreferences(app.db, actingMember(request).id),
  );

  app.put(
    NOTIFICATION_PREFERENCE_PATHS.preferences,
    {
      schema: {
        tags,
        summary: "Replaces the signed-in member's notification preferences",
        body: ZNotificationPreferences,
        response: { 200: ZNotificationPreferences },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('notificationPreferences')],
    },
    async (request) => savePreferences(app.db, actingMember(request).id, request.body),
  );

  // Opened from the digest's footer link: a button, since a mail scanner following links must not
  // unsubscribe anyone; the post is the action (and what one-click mail clients send directly).
  app.get(
    NOTIFICATION_PREFERENCE_PATHS.digestUnsubscribe,
    {
      schema: {
        tags,
        summary: 'A page with one button that turns the daily digest off (the link in each digest)',
        querystring: ZUnsubscribeQuery,
        response: { 200: z.string().describe('An HTML page') },
      },
    },
    async (request, reply) => {
      if (memberOfUnsubscribeToken(request.query.token, app.config.authSecret) === null) {
        throw new AppError('VALIDATION_ERROR', NOTIFICATION_PREFERENCE_LABELS.unsubscribeInvalid);
      }
      const action = `${NOTIFICATION_PREFERENCE_PATHS.digestUnsubscribe}?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(NOTIFICATION_PREFERENCE_LABELS.unsubscribeConfirm)}</button></form>`,
          ),
        );
    },
  );

  app.post(
    NOTIFICATION_PREFERENCE_PATHS.digestUnsubscribe,
    {
      schema: {
        tags,
        summary: 'Turns the daily digest off without signing in (RFC 8058 one-click; the token names the member)',
        querystring: ZUnsubscribeQuery,
        response: { 200: z.string().describe('An HTML page') },
      },
      config: { acceptsFormPost: true },
    },
    async (request, reply) => {
      const memberId = memberOfUnsubscribeToken(request.query.token, app.config.authSecret);
      if (memberId === null) throw new AppError('VALIDATION_ERROR', NOTIFICATION_PREFERENCE_LABELS.unsubscribeInvalid);
      await turnDigestsOff(app.db, memberId);
      return reply
        .type('text/html; charset=utf-8')
        .send(page(`<p>${escapeHtml(NOTIFICATION_PREFERENCE_LABELS.unsubscribed)}</p>`));
    },
  );
}
