import { ZIdParams, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  ZCanEditTransfermarktRequest,
  ZRejectTransfermarktRequest,
  ZTransfermarktApplicationListQuery,
  ZTransfermarktApplicationPage,
  ZTransfermarktLinkRequest,
  ZTransfermarktUrlRequest,
} from '@scouting/contract/schemas/transfermarkt';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actingMember,
  assertSelfOrAdmin,
  requireAdmin,
  requireMember,
  requireParentalConsent,
} from '../../auth/caller.ts';
import { multipartBody } from '../../http/multipart.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { readTransfermarktForm, submitTransfermarktApplication, TRANSFERMARKT_UPLOAD } from './apply.ts';
import { setCanEditTransfermarkt, setTransfermarktLink } from './link.ts';
import {
  forwardTransfermarktApplication,
  listTransfermarktApplications,
  rejectTransfermarktApplication,
} from './review.ts';

const ZPlayerIdParams = z.object({ playerId: z.coerce.number().int().positive() });

export async function transfermarktRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['transfermarkt'];
  const playerOrAdmin = requireMember('Player', 'Admin');

  app.put(
    '/api/player/transfermarkt/:playerId',
    {
      schema: {
        tags,
        summary: "Sets the player's external profile link",
        params: ZPlayerIdParams,
        body: ZTransfermarktUrlRequest,
      },
      preHandler: [playerOrAdmin, requireParentalConsent, limitWrites('profileEdit')],
    },
    async (request) => {
      const actor = actingMember(request);
      assertSelfOrAdmin(actor, request.params.playerId);
      return setTransfermarktLink(app.db, actor, request.params.playerId, request.body.transfermarktUrl);
    },
  );

  app.put(
    '/api/update-transfermarkt-link/:playerId',
    {
      schema: {
        tags,
        summary: 'Updates the external profile link',
        params: ZPlayerIdParams,
        body: ZTransfermarktLinkRequest,
      },
      preHandler: [playerOrAdmin, requireParentalConsent, limitWrites('profileEdit')],
    },
    async (request) => {
      const actor = actingMember(request);
      assertSelfOrAdmin(actor, request.params.playerId);
      return setTransfermarktLink(app.db, actor, request.params.playerId, request.body.transfermarktLink);
    },
  );

  app.put(
    '/api/player/:playerId/can-edit-transfermarkt',
    {
      schema: {
        tags,
        summary: 'Lets a player edit their Transfermarkt link, or not (admins)',
        params: ZPlayerIdParams,
        body: ZCanEditTransfermarktRequest,
      },
      preHandler: requireAdmin,
    },
    async (request) =>
      setCanEditTransfermarkt(app.db, actingMember(request), request.params.playerId, request.body.canEdit),
  );

  app.post(
    '/api/apply-transfermarkt',
    {
      schema: {
        tags,
        summary: 'Applies to be listed on Transfermarkt (multipart: fields, documents, clubHistory[i][field])',
        consumes: ['multipart/form-data'],
      },
      config: { upload: TRANSFERMARKT_UPLOAD, answers: [409] },
      preHandler: [requireMember('Player'), requireParentalConsent, limitWrites('transfermarktApplication')],
    },
    async (request, reply) => {
      const form = await readTransfermarktForm(multipartBody(request), actingMember(request));
      return reply.status(201).send(await submitTransfermarktApplication(app.db, app.storage, form));
    },
  );

  app.get(
    '/api/transfermarkt-applications',
    {
      schema: {
        tags,
        summary:
          'Applications with their club history: all newest first, or submitted oldest first, or decided newest first (admins)',
        querystring: ZTransfermarktApplicationListQuery,
        response: { 200: ZTransfermarktApplicationPage },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({
      ...(await listTransfermarktApplications(app.db, request.query)),
      forwardingConfigured: Boolean(app.config.transfermarktEmail),
    }),
  );

  app.post(
    '/api/forward-transfermarkt/:id',
    {
      schema: {
        tags,
        summary: "Mails the application to Transfermarkt's data team (admins)",
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
      config: { answers: [409] },
    },
    async (request) =>
      forwardTransfermarktApplication(
        { db: app.db, storage: app.storage, mailer: app.mailer, transfermarktEmail: app.config.transfermarktEmail },
        actingMember(request),
        request.params.id,
      ),
  );

  app.put(
    '/api/reject-transfermarkt-application/:id',
    {
      schema: {
        tags,
        summary: 'Rejects the application with a reason (admins)',
        params: ZIdParams,
        body: ZRejectTransfermarktRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
    },
    async (request) =>
      rejectTransfermarktApplication(app.db, actingMember(request), request.params.id, request.body.rejectionReason),
  );
}
