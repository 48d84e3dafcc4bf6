import type { RouteOptions } from 'fastify';

const CALLER_GUARDS = new WeakSet<object>();

/** Marks a guard that decides from the session alone (who calls), never from the request's input. */
export function decidesFromTheCaller<T extends object>(guard: T): T {
  CALLER_GUARDS.add(guard);
  return guard;
}

type Hook = NonNullable<RouteOptions['preHandler']>;

/**
 * An onRoute hook (decision 076): the caller guards a route lists first in its `preHandler` run in its
 * `preValidation` instead, so that who may call is decided before what they sent is checked.
 * Fastify validates a route's schema between the two phases: without this, an anonymous caller
 * with a malformed body was answered 400 with the schema's complaint instead of 401, and a member
 * of the wrong role learnt the shape of a call they may not make. The guards from the first unmarked
 * one on (a write limit, which counts only valid writes) keep their phase and their order.
 */
export function guardBeforeValidation(route: RouteOptions): void {
  const preHandler = [route.preHandler ?? []].flat() as object[];
  let leading = 0;
  while (leading < preHandler.length && CALLER_GUARDS.has(preHandler[leading] as object)) leading++;
  if (leading === 0) return;
  const preValidation = [route.preValidation ?? []].flat() as object[];
  route.preValidation = [...preValidation, ...preHandler.slice(0, leading)] as RouteOptions['preValidation'];
  const rest = preHandler.slice(leading);
  route.preHandler = rest.length > 0 ? (rest as Hook) : undefined;
}
