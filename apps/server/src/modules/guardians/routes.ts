import { accountExportFileName } from '@scouting/contract/account-export';
import { ZDeleteAccountRequest } from '@scouting/contract/schemas/account-data';
import { ZAccountExport } from '@scouting/contract/schemas/account-export';
import {
  ZAdminGuardianLinkRequest,
  ZChildGuardians,
  ZChildGuardiansParams,
  ZChildIdParams,
  ZGuardianChildActivity,
  ZGuardianChildren,
  ZGuardianDecision,
  ZGuardianInviteConfirmRequest,
  ZGuardianInviteRequest,
  ZGuardianLinkParams,
  ZGuardianOfferParams,
  ZGuardianPitchTrialParams,
  ZGuardianTrialParams,
  ZGuardianVideoParams,
  ZMyGuardians,
} from '@scouting/contract/schemas/guardians';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { answerConsentAsGuardian } from '../safeguarding/parental-consent/answer-consent.ts';
import { childActivity } from './activity.ts';
import { guardiansOfChild, linkGuardianByAdmin, unlinkGuardianByAdmin } from './admin-links.ts';
import {
  declinePitchTrialForChild,
  declineTrialForChild,
  deleteChildFromDashboard,
  exportChildData,
  hideChildVideo,
} from './child-decisions.ts';
import { listChildren, notYourChild } from './children.ts';
import { decideOfferAsGuardian, revokeConsent } from './decisions.ts';
import { confirmGuardianInvite, inviteSecondGuardian } from './invite-guardian.ts';
import { myGuardians } from './my-guardians.ts';

/**
 * Parents as members (docs/product.md#parents): a guardian's dashboard of their children and the decisions the
 * mailed links make; and the child's view of who their guardians are. A child who is not the
 * caller's answers 404, as a missing one.
 */
export async function guardianRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['guardians'];
  const parentOnly = requireMember('Parent');
  const answerLimit = limitWrites('representationAnswer');

  app.get(
    '/api/guardian/children',
    {
      schema: {
        tags,
        summary: "The parent's children: consent, visibility to verified agents, and what waits for the parent",
        response: { 200: ZGuardianChildren },
      },
      preHandler: parentOnly,
    },
    async (request) => ({ children: await listChildren(app.db, actingMember(request).id) }),
  );

  app.get(
    '/api/guardian/children/:childId',
    {
      schema: {
        tags,
        summary:
          "One child's activity: contact requests, conversation partners (never the messages), applications with the posters' texts and trial invitations, representation offers and agreements, feedback, videos",
        params: ZChildIdParams,
        response: { 200: ZGuardianChildActivity },
      },
      preHandler: parentOnly,
    },
    async (request) => childActivity(app.db, actingMember(request).id, request.params.childId),
  );

  for (const answer of ['confirm', 'refuse'] as const) {
    app.post(
      `/api/guardian/representation-offers/:offerId/${answer}`,
      {
        schema: {
          tags,
          summary: `The guardian ${answer === 'confirm' ? 'confirms' : 'refuses'} the child's agreement from the dashboard, under the mailed link's rules`,
          params: ZGuardianOfferParams,
          response: { 200: ZGuardianDecision },
        },
        preHandler: [parentOnly, answerLimit],
        config: { answers: [409] },
      },
      async (request) => decideOfferAsGuardian(app.db, actingMember(request), request.params.offerId, answer),
    );
  }

  for (const answer of ['confirm', 'refuse'] as const) {
    app.post(
      `/api/guardian/children/:childId/consent/${answer}`,
      {
        schema: {
          tags,
          summary: `The guardian ${answer === 'confirm' ? 'confirms' : 'refuses'} the pending parental consent from the dashboard, under the mailed link's rules`,
          params: ZChildIdParams,
          response: { 200: ZGuardianDecision },
        },
        preHandler: [parentOnly, answerLimit],
        config: { answers: [409] },
      },
      async (request) => {
        const answered = await answerConsentAsGuardian(
          app.db,
          actingMember(request),
          request.params.childId,
          answer,
          notYourChild,
        );
        return { message: answered.message };
      },
    );
  }

  app.post(
    '/api/guardian/children/:childId/revoke-consent',
    {
      schema: {
        tags,
        summary:
          'The guardian withdraws their consent: as a refusal, the child stops acting and admins close the account',
        params: ZChildIdParams,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, answerLimit],
      config: { answers: [409] },
    },
    async (request) => revokeConsent(app.db, actingMember(request), request.params.childId),
  );

  app.post(
    '/api/guardian/children/:childId/videos/:videoId/hide',
    {
      schema: {
        tags,
        summary: 'The guardian hides a video of the child, as the owner would: only the child sees it afterwards',
        params: ZGuardianVideoParams,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, answerLimit],
    },
    async (request) => hideChildVideo(app.db, actingMember(request), request.params.childId, request.params.videoId),
  );

  app.post(
    '/api/guardian/children/:childId/trial-invitations/:applicationId/decline',
    {
      schema: {
        tags,
        summary: "The guardian declines the child's trial invitation on their behalf; the poster is told",
        params: ZGuardianTrialParams,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, answerLimit],
      config: { answers: [409] },
    },
    async (request) =>
      declineTrialForChild(app.db, actingMember(request), request.params.childId, request.params.applicationId),
  );

  app.post(
    '/api/guardian/children/:childId/pitch-trials/:pitchId/decline',
    {
      schema: {
        tags,
        summary:
          "The guardian declines, on the child's behalf, the trial a club offered on a pitch of the child; the club and the agent are told",
        params: ZGuardianPitchTrialParams,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, answerLimit],
      config: { answers: [409] },
    },
    async (request) =>
      declinePitchTrialForChild(app.db, actingMember(request), request.params.childId, request.params.pitchId),
  );

  app.post(
    '/api/guardian/children/:childId/data-export',
    {
      schema: {
        tags,
        summary: "The child's data as the child's own download builds it, to the guardian, as a JSON attachment",
        params: ZChildIdParams,
        response: { 200: ZAccountExport },
      },
      preHandler: [parentOnly, limitWrites('accountExport')],
    },
    async (request, reply) => {
      const data = await exportChildData(app.db, actingMember(request), request.params.childId);
      const fileName = accountExportFileName(request.params.childId, new Date(data.exportedAt));
      reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/guardian/children/:childId/delete',
    {
      schema: {
        tags,
        summary:
          "The guardian deletes the child's account, confirming with their own password, under the mailed link's rules",
        params: ZChildIdParams,
        body: ZDeleteAccountRequest,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, limitWrites('accountDelete')],
    },
    async (request) => {
      const userId = request.caller?.user.id;
      if (!userId) throw new AppError('UNAUTHENTICATED');
      return deleteChildFromDashboard(
        { db: app.db, storage: app.storage, auth: app.auth, log: request.log },
        actingMember(request),
        userId,
        request.params.childId,
        request.body,
      );
    },
  );

  // A child may have two guardians, each confirmed by the other's invitation or by an admin (docs/product.md#parents).
  app.post(
    '/api/guardian/children/:childId/invite-guardian',
    {
      schema: {
        tags,
        summary:
          "The guardian invites the child's second guardian by e-mail: a single-use link for a Parent account to confirm",
        params: ZChildIdParams,
        body: ZGuardianInviteRequest,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, answerLimit],
      config: { answers: [409] },
    },
    async (request) =>
      inviteSecondGuardian(
        { db: app.db, appOrigin: app.config.appOrigin },
        actingMember(request),
        request.params.childId,
        request.body.email,
      ),
  );

  app.post(
    '/api/guardian/invitations/confirm',
    {
      schema: {
        tags,
        summary: "The signed-in Parent accepts a mailed invitation and becomes the child's second guardian",
        body: ZGuardianInviteConfirmRequest,
        response: { 200: ZGuardianDecision },
      },
      preHandler: [parentOnly, answerLimit],
      config: { answers: [409] },
    },
    async (request) => confirmGuardianInvite(app.db, actingMember(request), request.body.token),
  );

  app.get(
    '/api/my-guardians',
    {
      schema: {
        tags,
        summary: "The child's guardians on the network, and what they see and do",
        response: { 200: ZMyGuardians },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => myGuardians(app.db, actingMember(request).id),
  );

  // An admin's view of a child's guardians (docs/product.md#parents): who they are, link and unlink.
  app.get(
    '/api/admin/members/:memberId/guardians',
    {
      schema: {
        tags,
        summary: "A child's guardians with an account, for the admin's view of the child",
        params: ZChildGuardiansParams,
        response: { 200: ZChildGuardians },
      },
      preHandler: requireAdmin,
    },
    async (request) => guardiansOfChild(app.db, request.params.memberId),
  );

  app.post(
    '/api/admin/guardian-links',
    {
      schema: {
        tags,
        summary: 'An admin links a Parent member to a player (at most two guardians a child); audited',
        body: ZAdminGuardianLinkRequest,
        response: { 201: ZChildGuardians },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request, reply) => {
      reply.code(201);
      return linkGuardianByAdmin(app.db, actingMember(request), request.body);
    },
  );

  app.delete(
    '/api/admin/guardian-links/:linkId',
    {
      schema: {
        tags,
        summary: 'An admin ends a guardian link: the parent no longer sees the child; audited',
        params: ZGuardianLinkParams,
        response: { 200: ZChildGuardians },
      },
      preHandler: requireAdmin,
    },
    async (request) => unlinkGuardianByAdmin(app.db, actingMember(request), request.params.linkId),
  );
}
