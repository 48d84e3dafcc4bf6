import type { TRole } from '@scouting/contract/roles';
import { ZUserIdParams } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type ZodType, z } from 'zod';
import { actingMember, loadCaller, type Member, memberRefusal, requireMember } from '../auth/caller.ts';
import { AppError } from '../errors.ts';
import type { KeyValueStore } from '../infra/shared-state/key-value-store.ts';
import { listTag, matchesIfNoneMatch, notModified } from './conditional.ts';

/**
 * A member's list that their pages poll (the bell every 10 s, the inbox), tagged with a weak ETag
 * built from a change version, so that an unchanged list is answered 304 from the shared store
 * alone (docs/decisions/014-poll-caching.md).
 */
export type PolledList = {
  /** Keeps two lists' tags apart ('n' notifications, 'c' conversations). */
  kind: string;
  readVersion(store: KeyValueStore, memberId: number): Promise<string>;
  /** The route's own rule for whose list the acting member may read. */
  mayRead(member: Member, memberId: number): boolean;
  /** The roles the list is for; none: every member but a Parent (requireMember). */
  roles?: readonly TRole[];
  /** The route's query schema: only a query the route accepts is ever answered 304. */
  query: ZodType;
};

const queryOf = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

function setTag(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
}

/**
 * Full answers already written, by ETag. The tag names the member, the change version and the page,
 * so an entry can only be found while nothing in that list changed: a bumped version makes a new
 * tag, and the old entry is never asked for again. That holds across instances too (the versions
 * live in the shared store), which is why a per-process cache is enough here. It spares a second
 * tab, another device or a client without an HTTP cache the query and the serialisation of a list
 * someone already read. Bounded in characters, least recently used out first.
 */
const answeredLists = new LRUCache<string, string>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});

/**
 * Answers a polled list in full, tagged with its ETag. The version is read before the list: a
 * change racing the read is then answered again by the next poll rather than hidden behind the tag.
 */
async function answerPolledList(
  list: PolledList,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const version = await list.readVersion(request.server.keyValueStore, memberId);
  const etag = listTag(list.kind, memberId, version, queryOf(request));
  setTag(reply, etag);
  let body = answeredLists.get(etag);
  if (body === undefined) {
    // The route's own serializer, so the body is checked against its response schema as always.
    const serialized = reply.serialize(await read());
    body = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
    answeredLists.set(etag, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The route's onRequest hook: answers 304 to an unchanged poll before the rest of the request's
 * life (body, validation, guards, handler), which were most of its cost. It answers only when the
 * route itself would let the request through: valid params and query, a member who may act
 * (memberRefusal, the rule of requireMember) and may read this list. Any other request goes on to
 * the route, whose validation and guards answer it as they always do.
 */
function answerUnchangedPoll(list: PolledList): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const ifNoneMatch = request.headers['if-none-match'];
    if (!ifNoneMatch) return;
    const params = ZUserIdParams.safeParse(request.params);
    if (!params.success || !list.query.safeParse(request.query).success) return;
    const memberId = params.data.userId;
    const caller = await loadCaller(request);
    if (memberRefusal(caller, list.roles) !== null || !caller?.member || !list.mayRead(caller.member, memberId)) return;
    const version = await list.readVersion(request.server.keyValueStore, memberId);
    const etag = listTag(list.kind, memberId, version, queryOf(request));
    if (!matchesIfNoneMatch(ifNoneMatch, etag)) return;
    setTag(reply, etag);
    return notModified(reply);
  };
}

export type PolledRoute<Query extends ZodType, Body extends ZodType> = {
  /** GET, with a `:userId` parameter: whose list it is. */
  url: string;
  tags: string[];
  summary: string;
  /** Keeps two lists' tags apart ('n' notifications, 'c' conversations). */
  kind: string;
  /** Who may read whose list, stated once: both the 304 path and the full answer obey it. */
  access(member: Member, memberId: number): boolean;
  roles?: readonly TRole[];
  /** The list's change version in the shared store, bumped by the writes that change it. */
  version(store: KeyValueStore, memberId: number): Promise<string>;
  query: Query;
  response: Body;
  read(memberId: number, query: z.infer<Query>): Promise<z.infer<Body>>;
};

/**
 * Registers a member's polled list (decision 045): the route's access rule, version and read are
 * given once, and both of its paths use them — the 304 answered before the request's body,
 * validation and guards, and the full answer after them. A route written by hand had to repeat its
 * guard in the 304 path, where forgetting it would answer "unchanged" to someone refused the list.
 */
export function definePolledRoute<Query extends ZodType, Body extends ZodType>(
  fastify: FastifyInstance,
  route: PolledRoute<Query, Body>,
): void {
  const list: PolledList = {
    kind: route.kind,
    readVersion: route.version,
    mayRead: route.access,
    roles: route.roles,
    query: route.query,
  };
  // Untyped registration: the response type is the caller's generic, which Fastify's type provider
  // cannot resolve; the schemas below still validate the params and query and serialise the answer.
  fastify.get<{ Params: { userId: number }; Querystring: z.infer<Query> }>(
    route.url,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: ZUserIdParams,
        querystring: route.query,
        response: {
          200: route.response,
          304: z.null().describe('Unchanged since the ETag in If-None-Match; no body'),
        },
      },
      // Decision 014: the poll revalidates through the browser's HTTP cache; an unchanged list is
      // answered 304 here, from the shared store alone (the caller comes from the cache too).
      onRequest: answerUnchangedPoll(list),
      preHandler: requireMember(...(route.roles ?? [])),
    },
    async (request, reply) => {
      const memberId = request.params.userId;
      if (!route.access(actingMember(request), memberId)) throw new AppError('FORBIDDEN');
      return answerPolledList(list, request, reply, memberId, () =>
        route.read(memberId, request.query as z.infer<Query>),
      );
    },
  );
}
