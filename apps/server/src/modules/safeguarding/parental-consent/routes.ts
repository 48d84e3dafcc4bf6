import {
  ZConsentAnswerResponse,
  ZConsentLink,
  ZConsentTokenQuery,
  ZConsentTokenRequest,
} from '@scouting/contract/schemas/parental-consent';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, loadCaller, requireMember } from '../../../auth/caller.ts';
import { visitorLanguage } from '../../../http/caller-language.ts';
import { confirmConsent, describeConsentLink, refuseConsent, resendByToken } from './answer-consent.ts';
import { resendConsentMail } from './ask-parent.ts';

/**
 * Parental consent (docs/product.md#parental-consent). The parent's routes work without an account, so they are
 * rate-limited per address; the token is the only key. Setting the parent e-mail stays on
 * PUT /api/player-details/{id}, which calls setParentEmail of this module.
 */
export async function parentalConsentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const consentMail = {
    db: app.db,
    appOrigin: app.config.appOrigin,
    limits: app.writeLimiter,
  };
  const rateLimit = { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' };

  app.get(
    '/api/parental-consent',
    {
      schema: {
        tags: ['parental-consent'],
        summary: "What the parent's page shows for a mailed link (no account needed)",
        querystring: ZConsentTokenQuery,
        response: { 200: ZConsentLink },
      },
      config: { rateLimit, answers: [404] },
    },
    async (request) => describeConsentLink(app.db, request.query.token),
  );

  app.post(
    '/api/parental-consent/confirm',
    {
      schema: {
        tags: ['parental-consent'],
        summary: 'The parent confirms the minor’s account (single-use, expiring link)',
        body: ZConsentTokenRequest,
        response: { 200: ZConsentAnswerResponse },
      },
      config: { rateLimit, answers: [404, 410] },
    },
    // No account is needed, but a session sent along is looked at: the child may not confirm (docs/product.md#parental-consent),
    // and a signed-in Parent becomes the child's guardian (docs/product.md#parents).
    async (request) => {
      const caller = await loadCaller(request);
      return confirmConsent(app.db, request.body.token, caller?.member ?? null);
    },
  );

  app.post(
    '/api/parental-consent/refuse',
    {
      schema: {
        tags: ['parental-consent'],
        summary: 'The parent refuses and asks for the account to be closed (single-use, expiring link)',
        body: ZConsentTokenRequest,
        response: { 200: ZConsentAnswerResponse },
      },
      config: { rateLimit, answers: [404, 410] },
    },
    async (request) => refuseConsent(app.db, request.body.token),
  );

  app.post(
    '/api/parental-consent/resend-by-token',
    {
      schema: {
        tags: ['parental-consent'],
        summary: 'From an expired or used link: mails a fresh link to the same parent while consent is pending',
        body: ZConsentTokenRequest,
        response: { 200: ZConsentAnswerResponse },
      },
      config: { rateLimit, answers: [404, 409, 429] },
    },
    // The parent on the page: their browser's language when the child's account chose none.
    async (request) => resendByToken({ ...consentMail, requestLanguage: visitorLanguage(request) }, request.body.token),
  );

  app.post(
    '/api/parental-consent/resend',
    {
      schema: {
        tags: ['parental-consent'],
        summary: 'The minor asks for the consent mail to be sent again (once a minute)',
        response: { 200: ZMessageResponse },
      },
      preHandler: requireMember('Player'),
      config: { answers: [409, 429] },
    },
    async (request) => ({
      message: await resendConsentMail(
        { ...consentMail, requestLanguage: visitorLanguage(request) },
        actingMember(request).id,
      ),
    }),
  );
}
