import {
  ZAgentVerificationCreated,
  ZAgentVerificationList,
  ZAgentVerificationListQuery,
  ZAgentVerificationRequest,
  ZAgentVerificationReview,
  ZIdParams,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { readVerificationForm, requestAgentVerification, VERIFICATION_UPLOAD } from './request-verification.ts';
import { listAgentVerifications, reviewAgentVerification } from './review-verification.ts';

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
      const form = await readVerificationForm(request, agent);
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
}
