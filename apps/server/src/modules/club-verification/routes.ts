import { ZDecisionReasonRequest } from '@scouting/contract/schemas/admin';
import {
  ZClubIdParams,
  ZClubVerificationCreated,
  ZClubVerificationDecision,
  ZClubVerificationList,
  ZClubVerificationListQuery,
  ZClubVerificationRequest,
  ZOwnClubVerification,
} from '@scouting/contract/schemas/club-verification';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { multipartBody } from '../../http/multipart.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { clubVerificationState } from './club-verified.ts';
import {
  CLUB_VERIFICATION_UPLOAD,
  readClubVerificationForm,
  requestClubVerification,
} from './request-club-verification.ts';
import { listClubVerifications, reviewClubVerification, revokeClubVerification } from './review-club-verification.ts';

export async function clubVerificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['club verification'];

  app.post(
    '/api/club-verifications',
    {
      schema: {
        tags,
        summary: 'A club asks to be verified (multipart: federation, registrationNumber, document)',
        consumes: ['multipart/form-data'],
        response: { 201: ZClubVerificationCreated },
      },
      config: { upload: CLUB_VERIFICATION_UPLOAD, answers: [409] },
      preHandler: [requireMember('Club'), limitWrites('verificationDocument')],
    },
    async (request, reply) => {
      const club = actingMember(request);
      const form = await readClubVerificationForm(multipartBody(request));
      return reply.status(201).send(await requestClubVerification(app.db, app.storage, club, form));
    },
  );

  app.get(
    '/api/club-verifications/mine',
    {
      schema: {
        tags,
        summary: "The calling club's verification state and, after a denial or revocation, the reason",
        response: { 200: ZOwnClubVerification },
      },
      preHandler: requireMember('Club'),
    },
    async (request) => clubVerificationState(app.db, actingMember(request).id),
  );

  app.get(
    '/api/admin/club-verifications',
    {
      schema: {
        tags,
        summary: 'Club verification requests, waiting ones first (admins)',
        querystring: ZClubVerificationListQuery,
        response: { 200: ZClubVerificationList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listClubVerifications(app.db, request.query),
  );

  app.put(
    '/api/admin/club-verifications/:clubId',
    {
      schema: {
        tags,
        summary: "Approves or denies (with a reason) the club's waiting request (admins)",
        params: ZClubIdParams,
        body: ZClubVerificationDecision,
        response: { 200: ZClubVerificationRequest },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request) => reviewClubVerification(app.db, actingMember(request), request.params.clubId, request.body),
  );

  app.post(
    '/api/admin/club-verifications/:clubId/revoke',
    {
      schema: {
        tags,
        summary: "Revokes a verified club's badge with a reason; the club is told (admins)",
        params: ZClubIdParams,
        body: ZDecisionReasonRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request) =>
      revokeClubVerification(app.db, actingMember(request), request.params.clubId, request.body.reason),
  );
}
