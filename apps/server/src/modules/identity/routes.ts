import { ACCOUNT_LANGUAGE_PATH } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import { ZSignInMethodsRequest, ZSignInMethodsResponse } from '@scouting/contract/schemas/account';
import { ZAccountLanguage } from '@scouting/contract/schemas/account-language';
import { ZMe } from '@scouting/contract/schemas/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERY_ROLE, loadCaller, requireAccount, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { limitLookupsPerEmail, limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { saveAccountLanguage } from './account-language.ts';
import { describeCaller } from './me.ts';
import { signInMethods } from './sign-in-methods.ts';

export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me',
    {
      schema: { tags: ['identity'], summary: 'The signed-in account and its member', response: { 200: ZMe } },
      preHandler: requireAccount,
    },
    async (request) => {
      const caller = await loadCaller(request);
      if (!caller) throw new AppError('UNAUTHENTICATED');
      return describeCaller(app.db, caller);
    },
  );

  // The app asks this on every page load; a signed-out visitor is a normal answer, not an error.
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in account and its member, or null when signed out',
        response: { 200: ZMe.nullable() },
      },
    },
    async (request) => {
      const caller = await loadCaller(request);
      return caller ? describeCaller(app.db, caller) : null;
    },
  );

  // docs/product.md#languages: the member's language, kept on their account so it follows them to any device. Always
  // the caller's own account: there is no id to point at anyone else's.
  app.put(
    ACCOUNT_LANGUAGE_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Keeps the language the signed-in member reads the app in, on any device',
        body: ZAccountLanguage,
        response: { 200: ZAccountLanguage },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('accountLanguage')],
    },
    async (request) => {
      const caller = await loadCaller(request);
      if (!caller) throw new AppError('UNAUTHENTICATED');
      await saveAccountLanguage(app.db, caller.user.id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.post(
    '/api/identity/sign-in-methods',
    {
      schema: {
        tags: ['identity'],
        summary: 'Reset step 1: the sign-in methods registered for an e-mail',
        body: ZSignInMethodsRequest,
        response: { 200: ZSignInMethodsResponse },
      },
      config: { rateLimit: { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' } },
      preHandler: limitLookupsPerEmail,
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      if (!z.email().safeParse(email).success) throw new AppError('INVALID_EMAIL', MESSAGES.invalidEmail);
      return { methods: await signInMethods(app.db, email) };
    },
  );
}
