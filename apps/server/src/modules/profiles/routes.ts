import { isParentEmailUpdate } from '@scouting/contract/player-profile';
import { ZAgentDetailsUpdateRequest } from '@scouting/contract/schemas/agent-verification';
import { ZPlayerProfileUpdate } from '@scouting/contract/schemas/player-profile';
import {
  ZAgentDetails,
  ZIdParams,
  ZMessageResponse,
  ZParentEmailRequest,
  ZPlayerDetails,
  ZUserIdParams,
} from '@scouting/contract/schemas/profiles';
import {
  ZClubDetails,
  ZClubDetailsUpdateRequest,
  ZScoutDetails,
  ZScoutDetailsUpdateRequest,
} from '@scouting/contract/schemas/scout-club-profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, assertSelfOrAdmin, type Member, requireMember } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { visitorLanguage } from '../../http/caller-language.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { parseOrRefuse } from '../../validation.ts';
import { setParentEmail } from '../safeguarding/parental-consent/ask-parent.ts';
import { getAgentDetails, updateAgentDetails } from './agent-details.ts';
import { getClubDetails, updateClubDetails } from './club-details.ts';
import { getPlayerDetails, updatePlayerProfile } from './player-details.ts';
import { getScoutDetails, updateScoutDetails } from './scout-details.ts';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const consentMail = {
    db: app.db,
    appOrigin: app.config.appOrigin,
    limits: app.writeLimiter,
  };

  app.get(
    '/api/player-details/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "A player's details; private fields only for the player and admins",
        params: ZIdParams,
        response: { 200: ZPlayerDetails },
      },
      preHandler: requireMember(),
    },
    async (request) => getPlayerDetails(app.db, actingMember(request), request.params.id),
  );

  app.put(
    '/api/player-details/:id',
    {
      schema: {
        tags: ['profiles'],
        summary:
          "Sets a minor player's parent e-mail ({ parentEmail }, answers a message) or saves the player's profile fields (answers the player's details)",
        params: ZIdParams,
        // The body's shape depends on its content, so the handler picks the schema: one clear
        // message per field instead of a union's "invalid input".
        body: z
          .record(z.string(), z.unknown())
          .describe('{ parentEmail } or the profile fields (ZPlayerProfileUpdate)'),
        response: { 200: z.union([ZMessageResponse, ZPlayerDetails]) },
      },
      preHandler: [requireMember('Player', 'Admin'), limitWrites('profileEdit')],
      config: { answers: [409, 429] },
    },
    async (request) => {
      const actor = actingMember(request);
      assertSelfOrAdmin(actor, request.params.id);
      if (isParentEmailUpdate(request.body)) {
        const { parentEmail } = parseOrRefuse(ZParentEmailRequest, request.body);
        // The child's own request: its language when their account has not chosen one (docs/product.md#languages).
        const deps =
          actor.role === 'Admin' ? consentMail : { ...consentMail, requestLanguage: visitorLanguage(request) };
        return { message: await setParentEmail(deps, actor, request.params.id, parentEmail) };
      }
      const update = parseOrRefuse(ZPlayerProfileUpdate, request.body);
      return updatePlayerProfile({ db: app.db, log: request.log }, actor, request.params.id, update);
    },
  );

  roleDetailsRoutes(app, {
    path: '/api/agent-details/:userId',
    role: 'Agent',
    readSummary: "An agent's details and verification state",
    saveSummary: "Saves the agent's agency name, website and country of operation (the agent or admins)",
    answer: ZAgentDetails,
    body: ZAgentDetailsUpdateRequest,
    read: getAgentDetails,
    save: updateAgentDetails,
  });

  // Scout and club profiles (decision 020): read like an agent's, edited by the owner or an admin.
  roleDetailsRoutes(app, {
    path: '/api/scout-details/:userId',
    role: 'Scout',
    readSummary: "A scout's details; contact e-mail and birth date only for the scout and admins",
    saveSummary: "Saves the scout's contact e-mail, country of operation, employer, experience and website",
    answer: ZScoutDetails,
    body: ZScoutDetailsUpdateRequest,
    read: getScoutDetails,
    save: updateScoutDetails,
  });

  roleDetailsRoutes(app, {
    path: '/api/club-details/:userId',
    role: 'Club',
    readSummary: "A club's details; the club e-mail only for the club and admins",
    saveSummary: "Saves the club's name, country, league, type, e-mail and website",
    answer: ZClubDetails,
    body: ZClubDetailsUpdateRequest,
    read: getClubDetails,
    save: updateClubDetails,
  });
}

type RoleDetailsRoutes<Answer extends z.ZodType, Body extends z.ZodType> = {
  /** The one path of both routes, `…/:userId`. */
  path: string;
  /** The role whose member (or an admin) may save. */
  role: 'Agent' | 'Scout' | 'Club';
  readSummary: string;
  saveSummary: string;
  answer: Answer;
  body: Body;
  read: (db: Database, viewer: Member, id: number) => Promise<z.infer<Answer>>;
  save: (db: Database, viewer: Member, id: number, input: z.infer<Body>) => Promise<z.infer<Answer>>;
};

/** A role's profile: any member reads it, its owner or an admin saves it, answered with the details read again. */
function roleDetailsRoutes<Answer extends z.ZodType, Body extends z.ZodType>(
  fastify: FastifyInstance,
  route: RoleDetailsRoutes<Answer, Body>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The type provider cannot resolve a schema's type parameter: the schemas go in as plain zod
  // types, and `route` (typed at each call) keeps the body and the save in step.
  const answer: z.ZodType = route.answer;
  const body: z.ZodType = route.body;
  app.get(
    route.path,
    {
      schema: {
        tags: ['profiles'],
        summary: route.readSummary,
        params: ZUserIdParams,
        response: { 200: answer },
      },
      preHandler: requireMember(),
    },
    async (request) => route.read(app.db, actingMember(request), request.params.userId),
  );

  app.put(
    route.path,
    {
      schema: {
        tags: ['profiles'],
        summary: route.saveSummary,
        params: ZUserIdParams,
        body,
        response: { 200: answer },
      },
      preHandler: [requireMember(route.role, 'Admin'), limitWrites('profileEdit')],
    },
    async (request) => {
      const actor = actingMember(request);
      assertSelfOrAdmin(actor, request.params.userId);
      return route.save(app.db, actor, request.params.userId, request.body as z.infer<Body>);
    },
  );
}
