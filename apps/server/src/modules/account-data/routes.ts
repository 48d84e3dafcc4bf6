import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { accountExportFileName } from '@scouting/contract/account-export';
import { ZDeleteAccountRequest, ZParentDeleteResponse } from '@scouting/contract/schemas/account-data';
import { ZAccountExport } from '@scouting/contract/schemas/account-export';
import { ZConsentTokenRequest } from '@scouting/contract/schemas/parental-consent';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, EVERY_ROLE, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { deleteOwnAccount } from './delete-account.ts';
import { deleteChildAccount } from './delete-child.ts';
import { exportAccount } from './export-account.ts';

/** The signed-in account behind the acting member (requireMember ran). */
function accountId(request: FastifyRequest): string {
  const id = request.caller?.user.id;
  if (!id) throw new AppError('UNAUTHENTICATED');
  return id;
}

/** A member's own data (docs/product.md#deleting-an-account): download it, or delete the account. Every role, minors included. */
export async function accountDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download my data: everything held about the signed-in member, as a JSON attachment',
        response: { 200: ZAccountExport },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('accountExport')],
    },
    async (request, reply) => {
      const member = actingMember(request);
      const data = await exportAccount(app.db, member, accountId(request));
      await recordAudit(app.db, { actor: member, action: 'account.exported', subject: member });
      const fileName = accountExportFileName(member.id, new Date(data.exportedAt));
      reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete my account: erases the member after the password (and code) are confirmed',
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('accountDelete')],
      config: { answers: [409] },
    },
    async (request) => {
      await deleteOwnAccount(
        { db: app.db, storage: app.storage, auth: app.auth, log: request.log },
        actingMember(request),
        accountId(request),
        request.body,
      );
      return { message: ACCOUNT_DATA_MESSAGES.accountDeleted };
    },
  );

  // The parent's way in (docs/product.md#deleting-an-account): no account, so each address gets a few tries a minute; the
  // consent link they answered with is the only key.
  const rateLimit = { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' };
  app.post(
    '/api/parental-consent/delete-child',
    {
      schema: {
        tags: ['parental-consent'],
        summary: 'The parent who answered deletes the child’s account from the link they answered with',
        body: ZConsentTokenRequest,
        response: { 200: ZParentDeleteResponse },
      },
      config: { rateLimit, answers: [404] },
    },
    async (request) => deleteChildAccount({ db: app.db, storage: app.storage, log: request.log }, request.body.token),
  );
}
