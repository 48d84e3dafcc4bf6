import { MESSAGES } from '@scouting/contract/messages';
import { ZRegisterRequest, ZRegisterResponse, ZRegistrationBase } from '@scouting/contract/schemas/registration';
import { ZUsernameAvailability } from '@scouting/contract/schemas/wizard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCaller } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { refusesWith } from '../../http/error-answers.ts';
import { decidesFromTheCaller } from '../../http/guards-before-validation.ts';
import { isUsernameFree, registerMember } from './register-member.ts';

/** The wizard is for a signed-in account with a verified e-mail and no member yet. */
const requireUnregisteredVerifiedAccount = decidesFromTheCaller(
  refusesWith(
    async (request: FastifyRequest) => {
      const caller = await loadCaller(request);
      if (!caller) throw new AppError('UNAUTHENTICATED');
      if (!caller.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
      if (caller.member) throw new AppError('CONFLICT', MESSAGES.alreadyRegistered);
    },
    [401, 403, 409],
  ),
);

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['registration'],
        summary: 'Completes the registration wizard: creates the member and its role profile',
        body: ZRegisterRequest,
        response: { 200: ZRegisterResponse },
      },
      preHandler: requireUnregisteredVerifiedAccount,
    },
    async (request) => {
      const caller = await loadCaller(request);
      if (!caller) throw new AppError('UNAUTHENTICATED');
      return { userId: await registerMember(app.db, caller.user.id, request.body) };
    },
  );

  app.get(
    '/api/register/username-available',
    {
      schema: {
        tags: ['registration'],
        summary: 'Whether a username is still free (wizard step 2)',
        querystring: z.object({ username: ZRegistrationBase.shape.username }),
        response: { 200: ZUsernameAvailability },
      },
      preHandler: requireUnregisteredVerifiedAccount,
    },
    async (request) => ({ available: await isUsernameFree(app.db, request.query.username) }),
  );
}
