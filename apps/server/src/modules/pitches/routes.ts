import { ZTrialAnswerRequest } from '@scouting/contract/schemas/applications';
import { ZPitchAnswerRequest } from '@scouting/contract/schemas/pitch-answers';
import { ZPitch, ZPitchList, ZPitchListQuery, ZPitchRequest } from '@scouting/contract/schemas/pitches';
import { ZIdParams } from '@scouting/contract/schemas/profiles';
import { ZScoutReport } from '@scouting/contract/schemas/scout-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { sendTrialFile } from '../../infra/calendar/trial-file.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { answerPitch } from './answer-pitch.ts';
import { listMyPitches, listNeedPitches, readPitch } from './list-pitches.ts';
import { makePitch } from './make-pitch.ts';
import { pitchTrialCalendar } from './pitch-calendar.ts';
import { readPitchReport } from './pitch-report.ts';
import { answerPitchTrial } from './pitch-trial.ts';

/** Pitches and the clubs' answers (decision 061, docs/product.md#club-needs). */
export async function pitchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['pitches'];
  const pitchLimit = limitWrites('pitch');
  const mailing = () => ({ appOrigin: app.config.appOrigin, limits: app.writeLimiter });

  app.post(
    '/api/club-needs/:id/pitches',
    {
      schema: {
        tags,
        summary:
          'A verified agent pitches a player they represent under an active agreement for an open requirement; once per player (409). The club and the player are told, a minor’s consenting parent mailed',
        params: ZIdParams,
        body: ZPitchRequest,
        response: { 201: ZPitch },
      },
      preHandler: [requireMember(), pitchLimit],
      config: { answers: [409] },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await makePitch(app.db, actingMember(request), request.params.id, request.body, mailing())),
  );

  app.get(
    '/api/club-needs/:id/pitches',
    {
      schema: {
        tags,
        summary:
          'The pitches for a requirement, newest first: all to the club that posted it and admins, a verified agent its own',
        params: ZIdParams,
        querystring: ZPitchListQuery,
        response: { 200: ZPitchList },
      },
      preHandler: requireMember(),
    },
    async (request) => listNeedPitches(app.db, actingMember(request), request.params.id, request.query),
  );

  app.get(
    '/api/pitches',
    {
      schema: {
        tags,
        summary:
          "The caller's pitches, newest first: a club's received, an agent's sent, those about a player; admins all",
        querystring: ZPitchListQuery,
        response: { 200: ZPitchList },
      },
      preHandler: requireMember(),
    },
    async (request) => listMyPitches(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/pitches/:id',
    {
      schema: {
        tags,
        summary: 'One pitch, to its club, its agent, its player and admins (404 to anyone else)',
        params: ZIdParams,
        response: { 200: ZPitch },
      },
      preHandler: requireMember(),
    },
    async (request) => readPitch(app.db, actingMember(request), request.params.id),
  );

  app.post(
    '/api/pitches/:id/answer',
    {
      schema: {
        tags,
        summary:
          'The club answers a pitch: Interested, Not a fit (a reason) or Invite to trial (date, place, details; for a minor abroad the FIFA Article 19 exception first). The agent and the player are told',
        params: ZIdParams,
        body: ZPitchAnswerRequest,
        response: { 200: ZPitch },
      },
      preHandler: [requireMember(), pitchLimit],
      config: { answers: [409] },
    },
    async (request) => answerPitch(app.db, actingMember(request), request.params.id, request.body, mailing()),
  );

  app.post(
    '/api/pitches/:id/trial-invitation/answer',
    {
      schema: {
        tags,
        summary:
          "The pitched player accepts or declines the club's trial invitation, as an application's; the club and the agent are told. Once, while it waits (409)",
        params: ZIdParams,
        body: ZTrialAnswerRequest,
        response: { 200: ZPitch },
      },
      preHandler: [requireMember(), pitchLimit],
      config: { answers: [409] },
    },
    async (request) => answerPitchTrial(app.db, actingMember(request), request.params.id, request.body),
  );

  app.get(
    '/api/pitches/:id/report',
    {
      schema: {
        tags,
        summary:
          'The scouting report the agent attached to a pitch, to the club it was made to, its author and admins (the player 403, anyone else 404); without the feedback meant for the player',
        params: ZIdParams,
        response: { 200: ZScoutReport },
      },
      preHandler: requireMember(),
    },
    async (request) => readPitchReport(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/pitches/:id/trial.ics',
    {
      schema: {
        tags,
        summary: "A pitch's trial as an iCalendar file (RFC 5545), to its club, agent, player and admins",
        params: ZIdParams,
        produces: ['text/calendar'],
      },
      preHandler: requireMember(),
    },
    async (request, reply) => {
      const pitch = await readPitch(app.db, actingMember(request), request.params.id);
      if (!pitch.trial || !pitch.answeredAt) throw new AppError('NOT_FOUND');
      const file = pitchTrialCalendar(
        {
          pitchId: pitch.id,
          clubName: pitch.need.clubName,
          playerName: pitch.player.fullName,
          startsAt: new Date(pitch.trial.startsAt),
          venue: pitch.trial.venue,
          details: pitch.trial.details,
          invitedAt: new Date(pitch.answeredAt),
        },
        app.config.appOrigin,
      );
      return sendTrialFile(reply, file);
    },
  );
}
