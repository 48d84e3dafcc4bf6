import { ZDecisionReasonRequest } from '@scouting/contract/schemas/admin';
import {
  ZAgentVerificationCreated,
  ZAgentVerificationList,
  ZAgentVerificationListQuery,
  ZAgentVerificationRequest,
  ZAgentVerificationReview,
} from '@scouting/contract/schemas/agent-verification';
import { ZIdParams, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { multipartBody } from '../../http/multipart.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { readVerificationForm, requestAgentVerification, VERIFICATION_UPLOAD } from './request-verification.ts';
import { listAgentVerifications, reviewAgentVerification } from './review-verification.ts';
import { revokeAgentVerification } from './revoke-verification.ts';

const ZAgentIdParams = z.object({ agentId: z.coerce.number().int().positive() });

export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent verification'];

  app.post(
    '/api/request-agent-verification',
    {
      schema: {
        tags,
        summary:
          'An agent asks to be verified (multipart: agentId, fullName, licenseNumber, issuingBody, agencyName, agencyWebsite, agreedToTerms, licenseFile, idFile)',
        consumes: ['multipart/form-data'],
        response: { 201: ZAgentVerificationCreated },
      },
      config: { upload: VERIFICATION_UPLOAD, answers: [409] },
      preHandler: [requireMember('Agent'), limitWrites('verificationDocument')],
    },
    async (request, reply) => {
      const agent = actingMember(request);
      const form = await readVerificationForm(multipartBody(request), agent);
      const created = await requestAgentVerification(app.db, app.storage, agent, form);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/agent-verifications',
    {
      schema: {
        tags,
        summary: 'Verification requests, waiting ones first, then newest first (admins)',
        querystring: ZAgentVerificationListQuery,
        response: { 200: ZAgentVerificationList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listAgentVerifications(app.db, request.query),
  );

  app.put(
    '/api/admin/agent-verifications/:id',
    {
      schema: {
        tags,
        summary: 'Approves or rejects a request, or allows or refuses resubmission after a denial (admins)',
        params: ZIdParams,
        body: ZAgentVerificationReview,
        response: { 200: ZAgentVerificationRequest },
      },
      preHandler: requireAdmin,
      config: { answers: [409] },
    },
    async (request) => reviewAgentVerification(app.db, actingMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/agent-verifications/:agentId/revoke',
    {
      schema: {
        tags,
        summary: "Revokes a verified agent's badge with a reason; the agent is notified (admins)",
        params: ZAgentIdParams,
        body: ZDecisionReasonRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request) =>
      revokeAgentVerification(app.db, actingMember(request), request.params.agentId, request.body.reason),
  );
}
