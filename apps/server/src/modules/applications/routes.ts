import { OPPORTUNITY_POSTER_ROLES } from '@scouting/contract/opportunities';
import {
  ZApplication,
  ZApplicationListQuery,
  ZApplicationPage,
  ZAppliedStatus,
  ZApplyFields,
  ZApplyResponse,
  ZMyApplicationsQuery,
  ZSetApplicationStatusRequest,
  ZStarRequest,
  ZStarResponse,
  ZTrialAnswerRequest,
  ZTrialInvitationRequest,
} from '@scouting/contract/schemas/applications';
import { ZPageQuery } from '@scouting/contract/schemas/paging';
import { ZIdParams } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, assertSelfOrAdmin, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { parseMultipartForm } from '../../http/multipart.ts';
import { sendTrialFile } from '../../infra/calendar/trial-file.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { requireApplicationHandler } from './application-handlers.ts';
import { appliedStatus } from './applied-status.ts';
import { APPLY_UPLOAD, applyToOpportunity } from './apply.ts';
import { setApplicationStatus, withdrawApplication } from './change-status.ts';
import { listApplications, listPlayerApplications, listStarredApplications } from './list-applications.ts';
import { readApplication } from './read-application.ts';
import { starApplication, unstarApplication } from './stars.ts';
import { trialCalendar } from './trial-calendar.ts';
import { answerTrial, inviteToTrial, trialForCalendar } from './trial-invitation.ts';

export async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['applications'];

  app.post(
    '/api/apply',
    {
      schema: {
        tags,
        summary:
          'A player applies to an open opportunity (multipart: playerId, opportunityId, introduction, profileLink, cv, and videoIds: up to a few of their shown videos, comma-separated, put first; the profile link defaults to their video profile)',
        consumes: ['multipart/form-data'],
        response: { 201: ZApplyResponse },
      },
      config: { upload: APPLY_UPLOAD, answers: [404, 409] },
      preHandler: [requireMember('Player'), requireParentalConsent, limitWrites('application')],
    },
    async (request, reply) => {
      const form = await parseMultipartForm(ZApplyFields, request, APPLY_UPLOAD);
      return reply
        .status(201)
        .send(await applyToOpportunity(app.db, app.storage, actingMember(request), form, app.config.appOrigin));
    },
  );

  app.get(
    '/api/apply/:id',
    {
      schema: {
        tags,
        summary: 'Whether the calling player already applied to this opportunity, and when',
        params: ZIdParams,
        response: { 200: ZAppliedStatus },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => appliedStatus(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/applications',
    {
      schema: {
        tags,
        summary:
          "Applications to the caller's opportunities, newest first (all for an admin), optionally of one status, one post or one kind of poster",
        querystring: ZApplicationListQuery,
        response: { 200: ZApplicationPage },
      },
      preHandler: requireApplicationHandler,
    },
    async (request) => {
      const { status, opportunityId, source, ...page } = request.query;
      return listApplications(app.db, actingMember(request), page, { status, opportunityId, source });
    },
  );

  app.get(
    '/api/starred-applications/:agentId',
    {
      schema: {
        tags,
        summary: 'The applications a poster (agent, scout or club) starred, newest first',
        params: z.object({ agentId: z.coerce.number().int().positive() }),
        querystring: ZPageQuery,
        response: { 200: ZApplicationPage },
      },
      preHandler: requireApplicationHandler,
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.agentId);
      return listStarredApplications(app.db, actingMember(request), request.params.agentId, request.query);
    },
  );

  app.post(
    '/api/star-application',
    {
      schema: { tags, summary: 'Stars an application', body: ZStarRequest, response: { 200: ZStarResponse } },
      preHandler: [requireApplicationHandler, limitWrites('star')],
      config: { answers: [404] },
    },
    async (request) => starApplication(app.db, actingMember(request), request.body),
  );

  app.delete(
    '/api/unstar-application',
    {
      schema: { tags, summary: 'Removes a star', body: ZStarRequest, response: { 200: ZStarResponse } },
      preHandler: [requireApplicationHandler, limitWrites('star')],
      config: { answers: [404] },
    },
    async (request) => unstarApplication(app.db, actingMember(request), request.body),
  );

  // Answers (docs/product.md#applications): statuses, trial invitations, the player's own page.
  const answerLimit = limitWrites('applicationAnswer');

  app.get(
    '/api/my-applications',
    {
      schema: {
        tags,
        summary: "The calling player's own applications, newest first, each with its status, history and trial",
        querystring: ZMyApplicationsQuery,
        response: { 200: ZApplicationPage },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => {
      const { status, ...page } = request.query;
      return listPlayerApplications(app.db, actingMember(request), page, status);
    },
  );

  app.get(
    '/api/applications/:id',
    {
      schema: {
        tags,
        summary: "One application, to its poster, its applicant or an admin; the poster's first look marks it Viewed",
        params: ZIdParams,
        response: { 200: ZApplication },
      },
      preHandler: requireMember(),
    },
    async (request) => readApplication(app.db, actingMember(request), request.params.id),
  );

  app.put(
    '/api/applications/:id/status',
    {
      schema: {
        tags,
        summary:
          "The poster (or an admin) moves an application's status, with an optional message (to a minor: no contact details, copied to the consenting parent; a few a day); the player is notified. The status it already has is 409",
        params: ZIdParams,
        body: ZSetApplicationStatusRequest,
        response: { 200: ZApplication },
      },
      preHandler: [requireMember(...OPPORTUNITY_POSTER_ROLES, 'Admin'), answerLimit],
      config: { answers: [409] },
    },
    async (request) =>
      setApplicationStatus(app.db, actingMember(request), request.params.id, request.body, {
        limits: app.writeLimiter,
        appOrigin: app.config.appOrigin,
      }),
  );

  app.post(
    '/api/applications/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'The player withdraws their application; the poster is notified',
        params: ZIdParams,
        response: { 200: ZApplication },
      },
      preHandler: [requireMember('Player'), answerLimit],
      config: { answers: [409] },
    },
    async (request) => withdrawApplication(app.db, actingMember(request), request.params.id),
  );

  app.post(
    '/api/applications/:id/trial-invitation',
    {
      schema: {
        tags,
        summary:
          "The poster invites the applicant to a trial (a future date, a venue, details; to a minor no contact details); the player is notified, a minor's consenting parent mailed. Inviting again reschedules to a new time (the same time is 409)",
        params: ZIdParams,
        body: ZTrialInvitationRequest,
        response: { 200: ZApplication },
      },
      preHandler: [requireMember(...OPPORTUNITY_POSTER_ROLES, 'Admin'), answerLimit],
      config: { answers: [409] },
    },
    async (request) => {
      const { application } = await inviteToTrial(app.db, actingMember(request), request.params.id, request.body, {
        appOrigin: app.config.appOrigin,
        limits: app.writeLimiter,
      });
      return application;
    },
  );

  app.post(
    '/api/applications/:id/trial-invitation/answer',
    {
      schema: {
        tags,
        summary: 'The player accepts or declines the trial invitation; the poster is notified',
        params: ZIdParams,
        body: ZTrialAnswerRequest,
        response: { 200: ZApplication },
      },
      preHandler: [requireMember('Player'), answerLimit],
      config: { answers: [409] },
    },
    async (request) => answerTrial(app.db, actingMember(request), request.params.id, request.body),
  );

  app.get(
    '/api/applications/:id/trial.ics',
    {
      schema: {
        tags,
        summary: 'The trial as an iCalendar file (RFC 5545), to its player and its poster',
        params: ZIdParams,
        produces: ['text/calendar'],
      },
      preHandler: requireMember(),
    },
    async (request, reply) => {
      const { facts, trial, posterName } = await trialForCalendar(app.db, actingMember(request), request.params.id);
      const file = trialCalendar(
        {
          applicationId: facts.id,
          post: facts.description,
          posterName,
          startsAt: trial.startsAt,
          venue: trial.venue,
          details: trial.details,
          invitedAt: trial.invitedAt,
        },
        app.config.appOrigin,
      );
      return sendTrialFile(reply, file);
    },
  );
}
