import { ZApiError } from '@scouting/contract/schemas/system';
import type { RouteOptions } from 'fastify';

/**
 * Every route's error answers in the OpenAPI document (docs/architecture.md#api-conventions: a client generated from it must
 * know them), worked out from what the route is made of instead of listed by hand on ~190 routes:
 * - its guards say what they refuse (`requireMember` 401 and 403, a write limit 429, …);
 * - a validated schema answers 400, a path parameter 404 (the row it names may not exist), an
 *   upload 413 and 415, a per-address limit 429;
 * - every state-changing /api call may be refused as a forged request (403) or for its body type
 *   (415) by plugins/forged-requests.ts;
 * - what only the business rules know (a conflict, content gone) the route says in `config.answers`.
 * The authorization-matrix test then checks every status it meets against the document.
 */

const GUARD_ANSWERS = new WeakMap<object, readonly number[]>();

/** Marks a guard (a preValidation or preHandler hook) with the statuses it answers when it refuses. */
export function refusesWith<T extends object>(guard: T, statuses: readonly number[]): T {
  GUARD_ANSWERS.set(guard, statuses);
  return guard;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the route's business rules answer beyond what its guards and schema say. */
    answers?: readonly number[];
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses a route can answer, from its guards, schema and config. */
export function errorStatusesOf(route: RouteOptions): number[] {
  const statuses = new Set<number>();
  const handlers = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean) as object[];
  for (const handler of handlers) for (const status of GUARD_ANSWERS.get(handler) ?? []) statuses.add(status);
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (schema.params) statuses.add(404);
  const config = (route.config ?? {}) as { upload?: unknown; rateLimit?: unknown; answers?: readonly number[] };
  if (config.upload) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(415);
  }
  if (config.rateLimit) statuses.add(429);
  for (const status of config.answers ?? []) statuses.add(status);
  const methods = [route.method].flat();
  if (route.url.startsWith('/api/') && methods.some((method) => STATE_CHANGING.has(method))) {
    statuses.add(403);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** An onRoute hook: adds the one error shape under each status the route can answer. */
export function documentErrorAnswers(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const statuses = errorStatusesOf(route);
  if (statuses.length === 0) return;
  route.schema ??= {};
  const schema = route.schema as { response?: Record<string | number, unknown> };
  schema.response ??= {};
  const response = schema.response;
  for (const status of statuses) response[status] ??= ZApiError;
}
